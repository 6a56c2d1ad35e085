// Which clock the backend's "today" follows (docs/product.md#the-venues-time-zone): the venue's own
// time zone from its general info, else VENUE_TIME_ZONE (docs/decisions.md#the-venues-time-zone).
import type { Queryable } from '../db/database.port';
import { readGeneralInfo } from '../store/venue.store';

/** Read once at start-up: the seed sets the zone and nothing in the API changes it. */
export async function readVenueTimeZone(db: Queryable, fallback: string): Promise<string> {
  const info = await readGeneralInfo(db);
  return info?.general.timeZone ?? fallback;
}
