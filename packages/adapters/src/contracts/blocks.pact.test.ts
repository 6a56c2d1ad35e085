// Contracts of the blocked periods: every block for reservations, those not over for bookings.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createBlockedPeriodsHttp } from '../http/blocked-periods.http';
import { bearer, clientFor, venuePact } from '../testing/venue-pact';

const { like, arrayContaining, regex } = MatchersV3;
const pact = venuePact();

const day = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);
const clock = (example: string) => regex(/^([01]\d|2[0-3]):[0-5]\d$/, example);

/** One period spanning midnight (22:00 to 02:00 the next day) and a block of whole nights (no times). */
const windowBlock = { dateFrom: '2030-06-20', dateTo: '2030-06-21', timeFrom: '22:00', timeTo: '02:00', notes: '<p>Private party from 10:00 PM to 2:00 AM.</p>' };
const wholeNights = { dateFrom: '2030-07-03', dateTo: '2030-07-04', timeFrom: null, timeTo: null, notes: '<p>Closed for a wedding.</p>' };
const blocksBody = {
  data: arrayContaining(
    like({ ...windowBlock, dateFrom: day(windowBlock.dateFrom), dateTo: day(windowBlock.dateTo), timeFrom: clock('22:00'), timeTo: clock('02:00') }),
    like({ ...wholeNights, dateFrom: day(wholeNights.dateFrom), dateTo: day(wholeNights.dateTo) }),
  ),
};

describe('blocked periods contract', () => {
  it.each([
    ['block-times', 'reservation'],
    ['api/blockReservations/getUpBlocks', 'venue-booking'],
  ] as const)('GET %s answers the blocks a %s checks', (path, kind) =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving(`a request for the blocked periods of a ${kind}`)
      .withRequest('GET', `/${path}`, (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(blocksBody))
      .executeTest(async (server) => {
        expect(await createBlockedPeriodsHttp(clientFor(server.url)).loadBlocks(kind)).toEqual({ ok: true, value: [windowBlock, wholeNights] });
      }),
  );
});
