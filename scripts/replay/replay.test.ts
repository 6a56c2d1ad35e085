import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main, parseArgs, type CliIo } from './cli';
import { readEventsFile, readResponsesFile, type ReplayResponsesFile } from './replay-format';
import { runReplay } from './run-replay';

const replays = fileURLToPath(new URL('../../packages/core/replays/', import.meta.url));
const ticketsEvents = `${replays}tickets.events.json`;

async function ticketsFiles() {
  const events = readEventsFile(JSON.parse(await readFile(ticketsEvents, 'utf8')));
  const responses = readResponsesFile(JSON.parse(await readFile(`${replays}tickets.responses.json`, 'utf8')));
  if (!events.ok || !responses.ok) throw new Error('the recorded tickets replay does not decode');
  return { events: events.value, responses: responses.value };
}

function memoryIo(files: Readonly<Record<string, string>> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const written = new Map<string, string>();
  const io: CliIo = {
    readFile: async (path) => written.get(path) ?? files[path] ?? readFile(path, 'utf8'),
    writeFile: async (path, text) => void written.set(path, text),
    env: {},
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  };
  return { io, out, err, written };
}

const withCalls = (responses: ReplayResponsesFile, calls: ReplayResponsesFile['calls']): ReplayResponsesFile => ({ ...responses, calls });

describe('replay of the recorded ticket flow', () => {
  it('ends confirmed, through the recorded transitions, reusing the idempotency key on the retried create', async () => {
    const { events, responses } = await ticketsFiles();
    const report = await runReplay('order-flow:tickets', events, responses);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.finalState).toBe('confirmed');
    expect(report.status).toBe('done');
    expect(report.transitions.map((t) => `${t.event.type} -> ${t.state}`)).toEqual([
      'xstate.init -> editing',
      'guest.update -> editing',
      'guest.submit -> submitting.checking',
      'xstate.done.actor.checkGroup -> submitting.creating',
      'xstate.done.actor.createOrder -> temporaryFailure',
      'guest.submit -> temporaryFailure',
      'guest.retry -> submitting.creating',
      'xstate.done.actor.createOrder -> submitting.fetching',
      'xstate.done.actor.fetchOrder -> reviewing',
      'guest.confirm -> confirming',
      'xstate.done.actor.confirmOrder -> confirmed',
    ]);
    // The ignored second submit changed nothing; the key was set once, by the first submit.
    expect(report.transitions[5]?.changes).toEqual([]);
    const keyChanges = report.transitions.flatMap((t) => t.changes.filter((c) => c.key === 'idempotencyKey'));
    expect(keyChanges.map((c) => c.after)).toEqual([null, 'replay-tickets-1']);
    expect(report.transitions[4]?.tags).toEqual(['error']);
  });

  it('prints each transition and exits 0 from the command line', async () => {
    const { io, out } = memoryIo();
    expect(await main(['order-flow:tickets', ticketsEvents], io)).toBe(0);
    expect(out[0]).toBe('replay order-flow:tickets');
    expect(out).toContain('#4  xstate.done.actor.createOrder  ->  temporaryFailure  [error]');
    expect(out).toContain('#5  guest.submit  ->  temporaryFailure  [error]  (no change)');
    expect(out).toContain('      orderId: null -> "tko-1001"');
    expect(out.slice(-2)).toEqual(['final: confirmed (done)', 'replay matches its recording']);
  });

  it('prints the report as JSON on request', async () => {
    const { io, out } = memoryIo();
    expect(await main(['order-flow:tickets', ticketsEvents, '--json'], io)).toBe(0);
    expect(JSON.parse(out.join('\n'))).toMatchObject({ flow: 'order-flow:tickets', finalState: 'confirmed', ok: true });
  });
});

describe('replay catches a recording that no longer matches', () => {
  it('reports a call made with other arguments than recorded (here, a changed idempotency key)', async () => {
    const { events, responses } = await ticketsFiles();
    const calls = responses.calls.map((call, i) =>
      i === 2 ? { ...call, args: [...(call.args ?? []).slice(0, 2), 'replay-tickets-2'] } : call,
    );
    const report = await runReplay('order-flow:tickets', events, withCalls(responses, calls));
    expect(report.ok).toBe(false);
    expect(report.status).toBe('error');
    expect(report.problems[0]).toMatch(
      /orders\.createOrder was called with .*"replay-tickets-1"\] but the recording expects .*"replay-tickets-2"\]/,
    );
  });

  it('reports a call with no recorded answer, and answers never asked for', async () => {
    const { events, responses } = await ticketsFiles();
    const missing = await runReplay('order-flow:tickets', events, withCalls(responses, responses.calls.slice(0, 4)));
    expect(missing.problems).toContain('No recorded answer left for orders.confirmOrder("tickets", "tko-1001").');
    const extra = await runReplay(
      'order-flow:tickets',
      events,
      withCalls(responses, [...responses.calls, responses.calls[0] as ReplayResponsesFile['calls'][number]]),
    );
    expect(extra.problems).toEqual(['The recorded answer to orders.checkGroup was never asked for.']);
  });

  it('decodes recorded values with the port schemas: a bad body becomes the reported unreadable state', async () => {
    const { events, responses } = await ticketsFiles();
    const calls = responses.calls.map((call, i) =>
      i === 0 ? { ...call, result: { ok: true as const, value: { total: 'a lot' } } } : call,
    );
    const report = await runReplay('order-flow:tickets', events, withCalls(responses, calls));
    expect(report.transitions.map((t) => t.state)).toContain('unreadableResponse');
    expect(report.log).toEqual(['decode error reported at check: recorded orders.checkGroup total: Expected number | null']);
    expect(report.problems).toContain('Expected to end in confirmed, ended in unreadableResponse.');
  });

  it('refuses a file for another flow', async () => {
    const { events, responses } = await ticketsFiles();
    const report = await runReplay('order-flow:food', events, responses);
    expect(report.problems).toEqual([
      'The events file is for flow order-flow:tickets, not order-flow:food.',
      'The responses file is for flow order-flow:tickets, not order-flow:food.',
    ]);
  });
});

describe('replay command line', () => {
  it('takes --api and --record together, and refuses --record alone', () => {
    expect(parseArgs(['session', 's.events.json', '--api', 'http://x/venue-api/', '--record', 'r.json'])).toMatchObject({
      options: { apiUrl: 'http://x/venue-api/', recordPath: 'r.json' },
    });
    expect(parseArgs(['session', 's.events.json', '--record', 'r.json'])).toEqual({ kind: 'invalid', reason: '--record needs --api' });
  });

  it('finds the responses beside the events file, or takes them from --responses', () => {
    expect(parseArgs(['order-flow:tickets', 'a/tickets.events.json'])).toEqual({
      kind: 'run',
      options: { flow: 'order-flow:tickets', eventsPath: 'a/tickets.events.json', responsesPath: 'a/tickets.responses.json', json: false },
    });
    expect(parseArgs(['x', 'e.json', '--responses', 'r.json'])).toMatchObject({ options: { responsesPath: 'r.json' } });
    expect(parseArgs(['x'])).toEqual({ kind: 'invalid', reason: 'a flow and an events file are needed' });
  });

  it('rejects an unknown flow and lists the known ones', async () => {
    const { io, err, out } = memoryIo();
    expect(await main(['order-flow:pizza', ticketsEvents], io)).toBe(2);
    expect(err[0]).toMatch(/unknown flow order-flow:pizza; known flows: .*order-flow:tickets/);
    expect(await main(['--list'], io)).toBe(0);
    expect(out).toContain('order-flow:tickets  order-flow machine, kind tickets: check, create, fetch, confirm');
  });

  it('names the bad field of a malformed events file', async () => {
    const { io, err } = memoryIo({
      'bad.events.json': JSON.stringify({ format: 'venue-replay/events@1', flow: 'session', events: [{ kind: 'x' }] }),
    });
    expect(await main(['session', 'bad.events.json'], io)).toBe(2);
    expect(err[0]).toMatch(/^replay: bad\.events\.json: events\[0\]\.type: /);
  });

  it('replays the session flow from files given inline', async () => {
    const { io, out } = memoryIo({
      's.events.json': JSON.stringify({ format: 'venue-replay/events@1', flow: 'session', events: [], expect: { state: 'ready' } }),
      's.responses.json': JSON.stringify({
        format: 'venue-replay/responses@1',
        flow: 'session',
        calls: [
          { port: 'session', method: 'requestAppToken', result: { ok: true, value: { access_token: 'app-token' } } },
          { port: 'session', method: 'loadGeneralInfo', result: { ok: true, value: { general: { address: '1 Main St' } } } },
        ],
      }),
    });
    expect(await main(['session', 's.events.json'], io)).toBe(0);
    expect(out).toContain('log: storage venueToken = app-token');
    expect(out).toContain('final: ready (active)');
  });
});

describe('replay of the recorded bottle flow', () => {
  const bottlesEvents = `${replays}bottles.events.json`;

  it('warns under the table minimum, then stores the selection and goes to checkout', async () => {
    const { io, out } = memoryIo();
    expect(await main(['bottle-flow', bottlesEvents], io)).toBe(0);
    expect(out).toContain('#6  guest.checkout  ->  selecting.warning  [warning]');
    expect(out).toContain('log: storage totalPrice = 40000');
    expect(out).toContain('log: storage bottlesTotalPrice = 72500');
    expect(out.slice(-3)).toEqual(['log: navigate to /bottle-checkout', 'final: checkedOut (done)', 'replay matches its recording']);
  });

  it('names the field of recorded settings that do not decode', async () => {
    const recorded = JSON.parse(await readFile(bottlesEvents, 'utf8')) as { input: { settings: Record<string, unknown> } };
    recorded.input.settings['taxItems'] = ['Bottels'];
    const { io, out, err } = memoryIo({
      'b.events.json': JSON.stringify(recorded),
      'b.responses.json': JSON.stringify({ format: 'venue-replay/responses@1', flow: 'bottle-flow', calls: [] }),
    });
    expect(await main(['bottle-flow', 'b.events.json'], io)).not.toBe(0);
    expect([...out, ...err].join('\n')).toMatch(/events file input\.settings does not decode at taxItems\[0\]/);
  });
});
