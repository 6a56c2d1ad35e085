// npm test: every stage of the suite, stopping after the first step in which one fails (with its exit
// code), then a table of how long each stage took, on failure too, so a slow stage is seen where it is.
// Each stage is an npm script of its own and still runs alone (`npm run test:unit`).
// The stages of a step run side by side: each is one single-threaded process (prettier, tsc, ESLint;
// the two Pact verifications), so two share this machine's two cores instead of waiting in turn. Their
// output is held and printed whole when each ends, not interleaved.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const steps = [
  ['format:check', 'typecheck', 'lint'],
  ['test:unit'],
  ['test:contracts'],
  ['verify:contracts', 'verify:contracts:running'],
  ['test:postgres'],
  ['test:e2e'],
];

const children = new Set();
// An interrupted run stops the stages too, and reports what it got to.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });

const run = (script, alone) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (!alone) process.stdout.write(`\n── ${script} ──\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const done = [];
const started = Date.now();
let failed = 0;
for (const step of steps) {
  const codes = await Promise.all(
    step.map(async (script) => {
      const at = Date.now();
      const code = await run(script, step.length === 1);
      done.push({ script, ms: Date.now() - at, code });
      return code;
    }),
  );
  failed = codes.find((code) => code !== 0) ?? 0;
  if (failed) break;
}

const stages = steps.flat();
const width = Math.max(...stages.map((s) => s.length));
console.log('\nStage times (npm test; the stages of a step run side by side)');
for (const script of stages) {
  const stage = done.find((d) => d.script === script);
  const time = stage ? seconds(stage.ms) : 'not run';
  console.log(`  ${script.padEnd(width)}  ${time.padStart(9)}${stage?.code ? `  failed (exit ${stage.code})` : ''}`);
}
console.log(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(9)}`);
process.exit(failed);
