// The venue's financial settings (docs/product.md#venue-settings), as GET api/venue/getFinancialSettings returns them.
// Amounts arrive in the venue's major unit and decode to Minor; percents stay percents.
// A missing or null setting decodes to the value that means "not configured".
import { Option, Schema, SchemaGetter } from 'effect';
import { GuestCount, NightTime } from '../booking/booking-fields.schema';
import { GiftCardAmounts } from '../orders/gift-card-amounts.schema';
import type { Minor } from '../money/minor-units';
import { USUAL_EXPONENT } from '../money/currency-exponent';
import { perExponent } from '../money/per-exponent';
import { moneyFromMajorIn, PercentSchema } from '../money/money.schema';
import type { Percent } from '../money/percent';

/** The items a tax or service charge can apply to. Anything else is a malformed setting. */
export const chargeableItems = ['Bottles', 'Tickets', 'Food', 'Reservations', 'Bookings', 'Gift Cards', 'Coat Check'] as const;
export type ChargeableItem = (typeof chargeableItems)[number];

/** Absent or null on the wire decodes to `fallback`; encoding writes the value back. */
function withNullDefault<S extends Schema.Top>(schema: S, fallback: S['Type']) {
  return Schema.optional(Schema.NullOr(schema)).pipe(
    Schema.decodeTo(Schema.toType(schema), {
      decode: SchemaGetter.transformOptional((value) =>
        Option.some(Option.isSome(value) && value.value !== null && value.value !== undefined ? value.value : fallback),
      ),
      encode: SchemaGetter.passthrough(),
    }),
  );
}

const ChargeableItems = Schema.Array(Schema.Literals(chargeableItems));

/** The financial settings' schemas for a currency with `exponent` decimals (docs/decisions.md#money-in-minor-units). */
export const financialSettingsSchemasIn = perExponent((exponent) => {
  const Money = moneyFromMajorIn(exponent);
  const FinancialSettings = Schema.Struct({
    /** Arrival times offered for bottle service; empty means the default times (docs/product.md#bottle-service). */
    bottlesTimes: withNullDefault(Schema.Array(NightTime), []),
    /** Minimum spend per person; 0 when not configured. */
    bottlesMinimum: withNullDefault(Money, 0 as Minor),
    minGuestCount: withNullDefault(GuestCount, 1),
    tax: withNullDefault(PercentSchema, 0 as Percent),
    taxItems: withNullDefault(ChargeableItems, []),
    serviceCharge: withNullDefault(PercentSchema, 0 as Percent),
    serviceChargeItems: withNullDefault(ChargeableItems, []),
    bottlesDiscount: withNullDefault(PercentSchema, 0 as Percent),
    /** Deposit due now for a bottle order; null (or 0) means no deposit. */
    bottlesDepositAmount: Schema.optional(Schema.NullOr(Money)).pipe(
      Schema.decodeTo(Schema.NullOr(Schema.toType(Money)), {
        decode: SchemaGetter.transformOptional((value) =>
          Option.some(Option.isSome(value) && value.value !== undefined ? value.value : null),
        ),
        encode: SchemaGetter.passthrough(),
      }),
    ),
    /**
     * Deposit a private venue booking pays online when it is confirmed (docs/product.md#reservations-and-venue-booking);
     * null (or 0) means none, and the booking is confirmed without a payment.
     */
    bookingDepositAmount: Schema.optional(Schema.NullOr(Money)).pipe(
      Schema.decodeTo(Schema.NullOr(Schema.toType(Money)), {
        decode: SchemaGetter.transformOptional((value) =>
          Option.some(Option.isSome(value) && value.value !== undefined ? value.value : null),
        ),
        encode: SchemaGetter.passthrough(),
      }),
    ),
    /** Stripe publishable key; null when the venue has none. */
    stripeKey: withNullDefault(Schema.NullOr(Schema.String), null),
    /**
     * Table reservations (docs/product.md#reservations-and-venue-booking): hours before the arrival time a confirmed
     * reservation can still be cancelled online, minutes a reservation waiting for its second step holds its table,
     * and tables per night (null: no limit). Absent or null means the defaults of booking/reservation-policy.ts.
     */
    reservationCancelHours: Schema.optional(Schema.NullOr(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 168 }))))),
    reservationHoldMinutes: Schema.optional(Schema.NullOr(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 5, maximum: 1440 }))))),
    reservationTables: Schema.optional(Schema.NullOr(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 10_000 }))))),
    /** What a gift card may be worth, in whole amounts of the major unit; absent or null means ours (orders/gift-card-amounts.ts). */
    giftCardAmounts: Schema.optional(Schema.NullOr(GiftCardAmounts)),
    /** The coat check's fee per item (major units on the wire); absent or null means ours (coatcheck/claim-fees.ts). */
    coatCheckFees: Schema.optional(Schema.NullOr(Schema.Struct({ Coat: Money, Bag: Money, Umbrella: Money, Other: Money }))),
  });

  /** GET api/venue/getFinancialSettings answers the settings under data. */
  const FinancialSettingsResponse = Schema.Struct({ data: FinancialSettings });
  return { FinancialSettings, FinancialSettingsResponse };
});

/** Two decimals (USD, EUR, ...): for tests and types; a venue's answers decode with its own exponent. */
export const { FinancialSettings, FinancialSettingsResponse } = financialSettingsSchemasIn(USUAL_EXPONENT);
export type FinancialSettings = typeof FinancialSettings.Type;
