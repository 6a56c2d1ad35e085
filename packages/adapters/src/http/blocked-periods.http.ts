// BlockedPeriodsPort over HTTP: reservations read block-times, venue bookings getUpBlocks.
import { BlockDatesResponse } from '@venue/core/booking/block-date.schema';
import type { BlockedPeriodsPort, BookingKind } from '@venue/core/booking/blocked-periods.port';
import { dataOf } from './data-of';
import type { VenueHttpClient } from './venue-http-client';

const pathOf: Readonly<Record<BookingKind, string>> = {
  reservation: 'block-times',
  'venue-booking': 'api/blockReservations/getUpBlocks',
};

export function createBlockedPeriodsHttp(client: VenueHttpClient): BlockedPeriodsPort {
  return { loadBlocks: (kind) => client.get(pathOf[kind], BlockDatesResponse).then(dataOf) };
}
