// How an adapter learns the decimals of the venue's currency before it decodes money
// (docs/decisions.md#money-in-minor-units): general-info carries no money, so it is read first, and
// its currency (currencyCode, else the site's VENUE_CURRENCY, else the symbol) gives the exponent,
// by the same rule formatMoney counts with (core's venueMoneyExponent), so the two always agree.
import type { MinorExponent } from '@venue/core/money/currency-exponent';
import { venueMoneyExponent } from '@venue/core/money/venue-currency';
import type { ApiError, ApiResult } from '@venue/core/shared/api-error';
import { ok, type Result } from '@venue/core/shared/result';
import type { SessionPort } from '@venue/core/session/session.port';
import { createSessionHttp } from './session.http';
import type { VenueHttpClient } from './venue-http-client';

/** The venue's exponent, or why it could not be read (then no amount can be read either). */
export type MoneyExponent = () => Promise<Result<MinorExponent, ApiError>>;

/** A venue whose exponent is known already (tests, a backend told its currency). */
export const fixedExponent =
  (exponent: MinorExponent): MoneyExponent =>
  () =>
    Promise.resolve(ok(exponent));

/**
 * The exponent read from general-info once: a venue's currency changes only with a restart of its site.
 * A failed read is not kept, so the next call asks again.
 */
export function exponentFromGeneralInfo(
  loadGeneralInfo: SessionPort['loadGeneralInfo'],
  siteCode: string | undefined,
  /** The exponent the page was drawn with, when the server wrote it into the page: no read needed. */
  drawnWith: MinorExponent | null = null,
): MoneyExponent {
  let known: MinorExponent | null = drawnWith;
  return async () => {
    if (known !== null) return ok(known);
    const venue = await loadGeneralInfo();
    if (!venue.ok) return venue;
    known = venueMoneyExponent(venue.value.general, siteCode);
    return ok(known);
  };
}

/** The exponent of the venue `client` talks to, from its own general-info: for tools that run without a site (bench, replay). */
export const exponentOfVenue = (client: VenueHttpClient): MoneyExponent =>
  exponentFromGeneralInfo(createSessionHttp(client).loadGeneralInfo, undefined);

/** `read` with the venue's exponent; nothing is sent when the exponent cannot be read. */
export async function withExponent<T>(exponent: MoneyExponent, read: (exponent: MinorExponent) => ApiResult<T>): ApiResult<T> {
  const known = await exponent();
  return known.ok ? read(known.value) : known;
}
