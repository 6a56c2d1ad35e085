// A ticket drop at the suite's scale (npm run bench:api runs 2,000 guests for 500 seats): the real
// app over a real socket, 200 guests at once for the last 50 seats of one ticket type, each from an
// address of its own behind a trusted proxy. Exactly 50 sold, and every guest answered: a ticket
// or a sold-out refusal, never an error. No timing is asserted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayOf } from '../http/today';
import { serveOnFreePort, type ServedApp } from '../testing/serve-on-free-port';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import { dropRequest, dropResult, tallyDrop, ticketTypeWithSeatsLeft, type DropAnswer } from '../testing/ticket-drop';

const GUESTS = 200;
const SEATS = 50;

let api: TestApi;
let served: ServedApp;
beforeAll(async () => {
  api = await startTestApi({ trustProxy: true, rateLimits: false });
  served = await serveOnFreePort(api.app());
}, DB_START_TIMEOUT_MS);
afterAll(async () => {
  await served.close();
  await api.db.close();
});

/** Hundreds of orders on a machine other tests share: more than the default 20 s. */
const DROP_TIMEOUT_MS = 90_000;

describe('a ticket drop', () => {
  it(
    `${GUESTS} guests at once for the last ${SEATS} seats: exactly ${SEATS} sold, every guest answered`,
    async () => {
      const ticket = await ticketTypeWithSeatsLeft(api.db, todayOf(api.context()), SEATS);
      const token = await api.signIn();
      const answers = await Promise.all(
        Array.from({ length: GUESTS }, async (_, n): Promise<DropAnswer> => {
          const { path, headers, body } = dropRequest(ticket, n + 1, 'suite');
          try {
            const res = await fetch(`${served.origin}/venue-api/${path}`, {
              method: 'POST',
              headers: { ...headers, authorization: `Bearer ${token}` },
              body,
            });
            return { status: res.status, body: await res.text() };
          } catch (error) {
            return { error: String(error) };
          }
        }),
      );
      expect(tallyDrop(answers)).toEqual({ sold: SEATS, soldOut: GUESTS - SEATS, failed: 0, failures: [] });
      expect(await dropResult(api.db, ticket.id)).toEqual({ sold: ticket.capacity, orders: SEATS });
    },
    DROP_TIMEOUT_MS,
  );
});
