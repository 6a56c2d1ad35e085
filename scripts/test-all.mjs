// npm test: every stage of the suite in order, stopping at the first that fails (with its exit code),
// then a table of how long each stage took, on failure too, so a slow stage is seen where it is.
// Each stage is an npm script of its own and still runs alone (`npm run test:unit`).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const stages = [
  'format:check',
  'typecheck',
  'lint',
  'test:unit',
  'test:contracts',
  'verify:contracts',
  'verify:contracts:running',
  'test:postgres',
  'test:e2e',
];

const run = (script) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: 'inherit' });
    // An interrupted run stops the stage too, and reports what it got to.
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const done = [];
const started = Date.now();
let failed = 0;
for (const script of stages) {
  const at = Date.now();
  const code = await run(script);
  done.push({ script, ms: Date.now() - at, code });
  if (code !== 0) {
    failed = code;
    break;
  }
}

const width = Math.max(...stages.map((s) => s.length));
console.log('\nStage times (npm test)');
for (const { script, ms, code } of done)
  console.log(`  ${script.padEnd(width)}  ${seconds(ms).padStart(9)}${code ? `  failed (exit ${code})` : ''}`);
for (const script of stages.slice(done.length)) console.log(`  ${script.padEnd(width)}  ${'not run'.padStart(9)}`);
console.log(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(9)}`);
process.exit(failed);
