// The --api mode against the real embedded backend: real adapters, real HTTP, a seeded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveOnFreePort, type ServedApp } from '../../apps/venue-api/src/testing/serve-on-free-port';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../apps/venue-api/src/testing/test-api';
import { main, type CliIo } from './cli';

let api: TestApi;
let server: ServedApp;
let apiUrl: string;

beforeAll(async () => {
  api = await startTestApi();
  server = await serveOnFreePort(api.app());
  apiUrl = `${server.origin}/venue-api/`;
}, DB_START_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await api.db.close();
});

function io(files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIo = {
    readFile: async (path) => files[path] ?? Promise.reject(new Error(`no file ${path}`)),
    writeFile: async (path, text) => void (files[path] = text),
    env: {},
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  };
  return { cli, out, err };
}

const events = (flow: string, body: object) => JSON.stringify({ format: 'venue-replay/events@1', flow, ...body });

describe('replay --api against the embedded backend', () => {
  it('signs in and loads the venue through the real adapters, and records a replayable responses file', async () => {
    const files: Record<string, string> = { 's.events.json': events('session', { events: [], expect: { state: 'ready' } }) };
    const live = io(files);
    expect(await main(['session', 's.events.json', '--api', apiUrl, '--record', 's.responses.json'], live.cli)).toBe(0);
    expect(live.out).toContain('final: ready (active)');
    const recorded = JSON.parse(files['s.responses.json'] ?? '{}') as { calls: Array<{ method: string; result: { ok: boolean } }> };
    expect(recorded.calls.map((c) => [c.method, c.result.ok])).toEqual([
      ['requestAppToken', true],
      ['loadGeneralInfo', true],
    ]);

    const again = io(files);
    expect(await main(['session', 's.events.json'], again.cli)).toBe(0);
    expect(again.out.at(-1)).toBe('replay matches its recording');
  });

  it('runs the bottle flow on the catalog and settings the API serves', async () => {
    const files = {
      'b.events.json': events('bottle-flow', {
        input: { today: { year: 2030, month: 6, day: 15 } },
        events: [
          { type: 'guest.start' },
          { type: 'guest.selectGuests', guests: 4 },
          { type: 'guest.selectDate', date: { year: 2030, month: 6, day: 20 } },
          { type: 'guest.selectTime', time: '11:00 PM' },
          { type: 'guest.addBottle', bottleId: 'bottle-grey-goose' },
          { type: 'guest.checkout' },
          { type: 'guest.dismissWarning' },
          { type: 'guest.addBottle', bottleId: 'bottle-grey-goose' },
          { type: 'guest.checkout' },
        ],
        expect: { state: 'checkedOut', status: 'done' },
      }),
    };
    const live = io(files);
    expect(await main(['bottle-flow', 'b.events.json', '--api', apiUrl], live.cli)).toBe(0);
    expect(live.out).toContain('log: loaded 5 bottle categories and the financial settings from the API');
    expect(live.out).toContain('#6  guest.checkout  ->  selecting.warning  [warning]');
    expect(live.out).toContain('log: storage bottlesTotalPrice = 70000');
    expect(live.out).toContain('log: navigate to /bottle-checkout');
  });
});
