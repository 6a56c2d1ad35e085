// The ticket drop of `npm run bench:api`: 2,000 guests at once, each on a connection and an address
// of its own (X-Forwarded-For, the target trusting a proxy as behind the venue's TLS proxy), ask for
// one ticket of a type with exactly 500 seats left. Printed: the latencies with p99, and the
// invariants, which the bench does check: exactly 500 sold (in the answers and in the database) and
// every guest answered, with a ticket or a sold-out refusal (testing/ticket-drop.ts judges both).
import { Agent, request } from 'node:http';
import { dropRequest, tallyDrop, type DropAnswer } from '../../apps/venue-api/src/testing/ticket-drop';
import type { Target } from './bench-target';
import { summarise, timedPool } from './latency';

const GUESTS = 2_000;
const SEATS = 500;
/** A guest who waits longer than this counts as not answered. */
const GUEST_TIMEOUT_MS = 60_000;

function post(agent: Agent, url: string, headers: Record<string, string>, body: string): Promise<DropAnswer> {
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', agent, headers, timeout: GUEST_TIMEOUT_MS }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', (error) => resolve({ error: error.message }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer in ${GUEST_TIMEOUT_MS / 1000} s`)));
    req.on('error', (error) => resolve({ error: error.message }));
    req.end(body);
  });
}

/** The lines to print, and whether the invariants held (null when the target gives no seam to set the seats). */
export async function ticketDrop(target: Target, tokens: readonly string[]): Promise<{ lines: string[]; held: boolean | null }> {
  const ticket = await target.dropTicket(SEATS);
  if (ticket === null)
    return { lines: ['ticket drop: not run (an API at --url: the bench cannot set a ticket type to 500 seats left)'], held: null };
  // Every guest a connection of their own, as 2,000 phones would be.
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const run = Date.now().toString(36);
  const guests = Array.from({ length: GUESTS }, (_, n) => ({ n, ...dropRequest(ticket, n + 1, run) }));
  const drop = await timedPool(
    guests,
    GUESTS,
    ({ n, path, headers, body }) =>
      post(
        agent,
        `${target.apiUrls[n % target.apiUrls.length]}${path}`,
        { ...headers, authorization: `Bearer ${tokens[n % tokens.length]}` },
        body,
      ),
    (answer) => tallyDrop([answer]).failed === 0,
  );
  agent.destroy();
  const tally = tallyDrop(drop.results);
  const stored = await target.dropResult(ticket.id);
  const soldInDb = stored === null ? null : stored.sold - ticket.sold;
  const held = tally.sold === SEATS && tally.failed === 0 && soldInDb === SEATS && stored?.orders === SEATS;
  return {
    lines: [
      summarise(`ticket drop: ${GUESTS} guests at once for the last ${SEATS} seats of one ticket type`, drop.timings, drop.wallMs),
      `  answered: ${tally.sold} tickets (must be ${SEATS}), ${tally.soldOut} sold out, ${tally.failed} not properly answered (must be 0)${tally.failures.length > 0 ? `: ${tally.failures.join('; ')}` : ''}`,
      `  database: ${soldInDb} seats sold (must be ${SEATS}) in ${stored?.orders} orders (must be ${SEATS})`,
    ],
    held,
  };
}
