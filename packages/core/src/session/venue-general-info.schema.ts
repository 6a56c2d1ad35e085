// The venue's general info (docs/product.md#venue-settings), as GET general-info returns it under data.
// Only `general` is required: a venue without hours or intro texts still renders.
import { Effect, Schema } from 'effect';
import { isTimeZone } from '../shared/time-zone';
import { defaultCurrency } from './default-currency';
import type { WeekDay } from './venue-hours';

/** A time of day as the venue typed it (for example `9:00 PM`); null or absent when not set. */
const TimeOfDay = Schema.optional(Schema.NullOr(Schema.String));

type DayHoursFields<D extends WeekDay> = { readonly DayOff: Schema.optional<Schema.Boolean> } & {
  readonly [K in `timeFrom${D}` | `timeTo${D}`]: typeof TimeOfDay;
};

// The backend names the time fields after the day (timeFromMonday, timeToMonday), hence the template keys.
const dayHours = <D extends WeekDay>(day: D) =>
  Schema.Struct({
    DayOff: Schema.optional(Schema.Boolean),
    [`timeFrom${day}`]: TimeOfDay,
    [`timeTo${day}`]: TimeOfDay,
  } as DayHoursFields<D>);

export const VenueHours = Schema.Struct({
  Monday: Schema.optional(dayHours('Monday')),
  Tuesday: Schema.optional(dayHours('Tuesday')),
  Wednesday: Schema.optional(dayHours('Wednesday')),
  Thursday: Schema.optional(dayHours('Thursday')),
  Friday: Schema.optional(dayHours('Friday')),
  Saturday: Schema.optional(dayHours('Saturday')),
  Sunday: Schema.optional(dayHours('Sunday')),
});
export type VenueHours = typeof VenueHours.Type;

export const VenueSocial = Schema.Struct({
  facebook: Schema.optional(Schema.NullOr(Schema.String)),
  twitter: Schema.optional(Schema.NullOr(Schema.String)),
  instagram: Schema.optional(Schema.NullOr(Schema.String)),
});

/** The venue's IANA time zone ("America/New_York"): its event times and its "today" (docs/product.md#the-venues-time-zone). */
export const TimeZoneName = Schema.String.pipe(
  Schema.check(Schema.makeFilter((zone: string) => isTimeZone(zone) || 'Expected an IANA time zone such as America/New_York')),
);

/** The address in parts, as schema.org's PostalAddress names them; any part may be missing. */
export const VenuePostalAddress = Schema.Struct({
  streetAddress: Schema.optional(Schema.String),
  addressLocality: Schema.optional(Schema.String),
  addressRegion: Schema.optional(Schema.String),
  postalCode: Schema.optional(Schema.String),
  /** ISO 3166-1 alpha-2 ("US"). */
  addressCountry: Schema.optional(
    Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Z]{2}$/, { expected: 'a two-letter country code' }))),
  ),
});
export type VenuePostalAddress = typeof VenuePostalAddress.Type;

/** A language the venue speaks, as a BCP 47 tag ("fr", "en-GB"); the site serves those it has catalogs for. */
const LanguageTag = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/, { expected: 'a language tag such as fr' })),
);

/** An ISO 4217 currency code ("EUR"). */
export const CurrencyCodeSchema = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^[A-Z]{3}$/, { expected: 'an ISO 4217 currency code such as EUR' })),
);

export const VenueGeneral = Schema.Struct({
  /** One line, as the venue writes it on the site. */
  address: Schema.optional(Schema.NullOr(Schema.String)),
  /** The same address in parts, for machine readers (JSON-LD); optional. */
  postalAddress: Schema.optional(VenuePostalAddress),
  /** The venue's public telephone number, international form ("+1-718-555-0142"); optional. */
  phone: Schema.optional(Schema.NullOr(Schema.String)),
  timeZone: Schema.optional(TimeZoneName),
  mapLink: Schema.optional(Schema.NullOr(Schema.String)),
  social: Schema.optional(VenueSocial),
  currency: Schema.String.pipe(Schema.optional, Schema.withDecodingDefault(Effect.succeed(defaultCurrency))),
  /** The venue's languages, its default first (docs/product.md#languages); optional: the site's VENUE_LANGUAGES, else English. */
  languages: Schema.optional(Schema.Array(LanguageTag).pipe(Schema.check(Schema.isMaxLength(20)))),
  /** The venue's currency by its ISO 4217 code (docs/product.md#money); optional: else told from `currency`, or VENUE_CURRENCY. */
  currencyCode: Schema.optional(CurrencyCodeSchema),
  /**
   * The languages the venue's own texts (event names, menus...) are written in, its default first; a read asking
   * for one of them answers the texts in it (docs/product.md#languages). Optional: else the default language alone.
   */
  contentLanguages: Schema.optional(Schema.Array(LanguageTag).pipe(Schema.check(Schema.isMaxLength(20)))),
});

export const VenueIntro = Schema.Struct({
  bottles: Schema.optional(Schema.NullOr(Schema.String)),
  talent_submission: Schema.optional(Schema.NullOr(Schema.String)),
});

export const VenueGeneralInfo = Schema.Struct({
  /** The venue id keys the real-time channels; the product brief does not name its field, `_id` is the backend's convention. */
  _id: Schema.optional(Schema.String),
  name: Schema.optional(Schema.String),
  general: VenueGeneral,
  hours: Schema.optional(VenueHours),
  intro: Schema.optional(VenueIntro),
});
export type VenueGeneralInfo = typeof VenueGeneralInfo.Type;

/** GET general-info answers the venue under data. */
export const VenueGeneralInfoResponse = Schema.Struct({ data: VenueGeneralInfo });
