// `npm run replay -- <flow> <events.json> [--responses <file>] [--json]`: the command line, as a function of
// its arguments and its input/output so it can be tested without a process.
import { formatReport } from './format-report';
import { credentialsFromEnv, liveClient, recordingLivePorts } from './live-ports';
import { readEventsFile, readResponsesFile, responsesFormat } from './replay-format';
import { replayFlows, type ReplayFlow } from './replay-flows';
import { runReplay } from './run-replay';

export interface CliIo {
  readFile(path: string): Promise<string>;
  writeFile(path: string, text: string): Promise<void>;
  /** Where `--api` takes the client credentials (VENUE_CLIENT_ID and friends). */
  readonly env: Readonly<Record<string, string | undefined>>;
  out(line: string): void;
  err(line: string): void;
}

export const usage = [
  'usage: npm run replay -- <flow> <events.json> [--responses <responses.json>] [--json]',
  '       npm run replay -- <flow> <events.json> --api <venue API url> [--record <responses.json>] [--json]',
  '       npm run replay -- --list',
  "Runs the flow's machine from the recorded events, answering its calls from the recorded responses",
  '(default: the events file name with .events.json replaced by .responses.json), or from a live venue',
  'API through the real adapters; --record writes the live answers as a responses file. See docs/replay.md.',
];

export interface CliOptions {
  readonly flow: string;
  readonly eventsPath: string;
  readonly responsesPath: string;
  readonly json: boolean;
  /** Answer the calls from this live venue API instead of the responses file. */
  readonly apiUrl?: string;
  /** With apiUrl: write the live answers here as a responses file. */
  readonly recordPath?: string;
}

export type ParsedArgs =
  | { readonly kind: 'run'; readonly options: CliOptions }
  | { readonly kind: 'list' }
  | { readonly kind: 'help' }
  | { readonly kind: 'invalid'; readonly reason: string };

export const defaultResponsesPath = (eventsPath: string): string =>
  eventsPath.endsWith('.events.json')
    ? `${eventsPath.slice(0, -'.events.json'.length)}.responses.json`
    : `${eventsPath.replace(/\.json$/, '')}.responses.json`;

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const valued: Record<'--responses' | '--api' | '--record', string | undefined> = {
    '--responses': undefined,
    '--api': undefined,
    '--record': undefined,
  };
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (name === '--help' || name === '-h') return { kind: 'help' };
    if (name === '--list') return { kind: 'list' };
    if (name === '--json') json = true;
    else if (name === '--responses' || name === '--api' || name === '--record') {
      const value = inline ?? argv[++i];
      if (value === undefined || value === '') return { kind: 'invalid', reason: `${name} needs a value` };
      valued[name] = value;
    } else if (name.startsWith('--')) return { kind: 'invalid', reason: `unknown option ${name}` };
    else positional.push(arg);
  }
  const [flow, eventsPath, ...rest] = positional;
  if (flow === undefined || eventsPath === undefined) return { kind: 'invalid', reason: 'a flow and an events file are needed' };
  if (rest.length > 0) return { kind: 'invalid', reason: `unexpected argument ${rest[0]}` };
  const apiUrl = valued['--api'];
  const recordPath = valued['--record'];
  if (recordPath !== undefined && apiUrl === undefined) return { kind: 'invalid', reason: '--record needs --api' };
  if (apiUrl !== undefined && valued['--responses'] !== undefined)
    return { kind: 'invalid', reason: '--api and --responses exclude each other' };
  return {
    kind: 'run',
    options: {
      flow,
      eventsPath,
      responsesPath: valued['--responses'] ?? defaultResponsesPath(eventsPath),
      json,
      ...(apiUrl === undefined ? {} : { apiUrl }),
      ...(recordPath === undefined ? {} : { recordPath }),
    },
  };
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
    case 'invalid':
      io.err(`replay: ${parsed.reason}`);
      usage.forEach((line) => io.err(line));
      return 2;
    case 'run':
      break;
  }
  const { flow, eventsPath, responsesPath, json, apiUrl, recordPath } = parsed.options;
  const chosen = flows[flow];
  if (chosen === undefined) {
    io.err(`replay: unknown flow ${flow}; known flows: ${Object.keys(flows).join(', ')}`);
    return 2;
  }
  try {
    const events = readEventsFile(await readJson(io, eventsPath));
    if (!events.ok) throw new Error(`${eventsPath}: ${events.error.path || '(root)'}: ${events.error.message}`);
    let report;
    if (apiUrl === undefined) {
      const responses = readResponsesFile(await readJson(io, responsesPath));
      if (!responses.ok) throw new Error(`${responsesPath}: ${responses.error.path || '(root)'}: ${responses.error.message}`);
      report = await runReplay(flow, events.value, responses.value, flows);
    } else {
      const client = liveClient(apiUrl, credentialsFromEnv(io.env));
      const live = recordingLivePorts(chosen.ports, chosen.live(client));
      const log: string[] = [];
      const input = await chosen.liveInput?.(client, events.value.input, (line) => log.push(line));
      report = await runReplay(flow, events.value, { live, input }, flows, log);
      if (recordPath !== undefined) {
        await io.writeFile(recordPath, `${JSON.stringify({ format: responsesFormat, flow, calls: live.calls }, null, 2)}\n`);
        io.err(`replay: wrote ${live.calls.length} live answers to ${recordPath}`);
      }
    }
    if (json) io.out(JSON.stringify(report, null, 2));
    else formatReport(report).forEach((line) => io.out(line));
    return report.ok ? 0 : 1;
  } catch (error) {
    io.err(`replay: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
}
