// `npm run replay -- <flow> <events.json> [--responses <file>] [--json]`: the command line, as a function of
// its arguments and its input/output so it can be tested without a process.
import { formatReport } from './format-report';
import { readEventsFile, readResponsesFile } from './replay-format';
import { replayFlows, type ReplayFlow } from './replay-flows';
import { runReplay } from './run-replay';

export interface CliIo {
  readFile(path: string): Promise<string>;
  out(line: string): void;
  err(line: string): void;
}

export const usage = [
  'usage: npm run replay -- <flow> <events.json> [--responses <responses.json>] [--json]',
  '       npm run replay -- --list',
  'Runs the flow\'s machine from the recorded events, answering its calls from the recorded responses',
  '(default: the events file name with .events.json replaced by .responses.json). See docs/replay.md.',
];

export const apiModeUnavailable =
  'The --api mode is not available yet: replaying against a live venue API needs the real adapters, which come in a later issue. ' +
  'Replay against recorded responses instead (--responses <file>).';

export interface CliOptions {
  readonly flow: string;
  readonly eventsPath: string;
  readonly responsesPath: string;
  readonly json: boolean;
}

export type ParsedArgs =
  | { readonly kind: 'run'; readonly options: CliOptions }
  | { readonly kind: 'list' }
  | { readonly kind: 'help' }
  | { readonly kind: 'api'; readonly url: string }
  | { readonly kind: 'invalid'; readonly reason: string };

export const defaultResponsesPath = (eventsPath: string): string =>
  eventsPath.endsWith('.events.json') ? `${eventsPath.slice(0, -'.events.json'.length)}.responses.json` : `${eventsPath.replace(/\.json$/, '')}.responses.json`;

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  let responses: string | null = null;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    if (arg === '--list') return { kind: 'list' };
    if (arg === '--json') json = true;
    else if (arg === '--api' || arg.startsWith('--api=')) return { kind: 'api', url: arg === '--api' ? (argv[i + 1] ?? '') : arg.slice('--api='.length) };
    else if (arg === '--responses') {
      const value = argv[++i];
      if (value === undefined) return { kind: 'invalid', reason: '--responses needs a file' };
      responses = value;
    } else if (arg.startsWith('--')) return { kind: 'invalid', reason: `unknown option ${arg}` };
    else positional.push(arg);
  }
  const [flow, eventsPath, ...rest] = positional;
  if (flow === undefined || eventsPath === undefined) return { kind: 'invalid', reason: 'a flow and an events file are needed' };
  if (rest.length > 0) return { kind: 'invalid', reason: `unexpected argument ${rest[0]}` };
  return { kind: 'run', options: { flow, eventsPath, responsesPath: responses ?? defaultResponsesPath(eventsPath), json } };
}

async function readJson(io: CliIo, path: string): Promise<unknown> {
  const text = await io.readFile(path);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${path} is not JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** Runs the command; resolves to the exit code (0 replay matches, 1 it does not, 2 the command was wrong). */
export async function main(argv: readonly string[], io: CliIo, flows: Readonly<Record<string, ReplayFlow>> = replayFlows): Promise<number> {
  const parsed = parseArgs(argv);
  switch (parsed.kind) {
    case 'help':
      usage.forEach((line) => io.out(line));
      return 0;
    case 'list':
      Object.entries(flows).forEach(([name, flow]) => io.out(`${name}  ${flow.description}`));
      return 0;
    case 'api':
      io.err(apiModeUnavailable);
      return 2;
    case 'invalid':
      io.err(`replay: ${parsed.reason}`);
      usage.forEach((line) => io.err(line));
      return 2;
    case 'run':
      break;
  }
  const { flow, eventsPath, responsesPath, json } = parsed.options;
  if (flows[flow] === undefined) {
    io.err(`replay: unknown flow ${flow}; known flows: ${Object.keys(flows).join(', ')}`);
    return 2;
  }
  try {
    const events = readEventsFile(await readJson(io, eventsPath));
    if (!events.ok) throw new Error(`${eventsPath}: ${events.error.path || '(root)'}: ${events.error.message}`);
    const responses = readResponsesFile(await readJson(io, responsesPath));
    if (!responses.ok) throw new Error(`${responsesPath}: ${responses.error.path || '(root)'}: ${responses.error.message}`);
    const report = await runReplay(flow, events.value, responses.value, flows);
    if (json) io.out(JSON.stringify(report, null, 2));
    else formatReport(report).forEach((line) => io.out(line));
    return report.ok ? 0 : 1;
  } catch (error) {
    io.err(`replay: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
}
