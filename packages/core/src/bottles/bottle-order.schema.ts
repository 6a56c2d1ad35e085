// The bottle order as POST api/shopping/addBottleOrder receives it (docs/product.md#bottle-checkout, field for field) and
// its answer. This is a wire shape: amounts are in the venue's major unit, like the rest of the
// venue's data; bottle-order-payload.ts builds it from minor units.
import { Schema } from 'effect';
import { GuestCount } from '../booking/booking-fields.schema';
import { USUAL_EXPONENT } from '../money/currency-exponent';
import { majorAmountIn, PercentSchema } from '../money/money.schema';
import { perExponent } from '../money/per-exponent';
import { ClientEmail, ClientName, ClientPhoneNumber, FreeText } from '../orders/guest-fields.schema';
import { OrderSecret } from '../orders/order-secret.schema';
import {
  ADDRESS_MAX,
  atMostItems,
  BoundedString,
  DATE_TIME_MAX,
  ID_MAX,
  INSTAGRAM_NAME_MAX,
  ORDER_ITEMS_MAX,
  SHORT_TEXT_MAX,
  upTo,
} from '../shared/input-limits';

export const genders = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof genders)[number];

const Id = Schema.String.pipe(
  Schema.check(
    upTo(ID_MAX),
    Schema.makeFilter((s: string) => s.trim().length > 0 || 'Expected a non-empty id'),
  ),
);
const Required = (max: number) =>
  Schema.String.pipe(
    Schema.check(
      upTo(max),
      Schema.makeFilter((s: string) => s.trim().length > 0 || 'Expected a value'),
    ),
  );
const BirthMonth = Schema.String.pipe(
  Schema.check(upTo(DATE_TIME_MAX), Schema.isPattern(/^(0[1-9]|1[0-2])$/, { expected: 'a month 01 to 12' })),
);
const BirthDay = Schema.String.pipe(
  Schema.check(upTo(DATE_TIME_MAX), Schema.isPattern(/^([1-9]|[12]\d|3[01])$/, { expected: 'a day 1 to 31' })),
);
const CalendarDateText = Schema.String.pipe(
  Schema.check(upTo(DATE_TIME_MAX), Schema.isPattern(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/)),
);

/** The order's schemas for a currency with `exponent` decimals: amounts stay in the major unit (docs/decisions.md#money-in-minor-units). */
export const bottleOrderSchemasIn = perExponent((exponent) => {
  const Major = majorAmountIn(exponent);
  const BottleOrderItem = Schema.Struct({
    bottleId: Id,
    quantity: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1))),
    /** Unit price. */
    price: Major,
  });

  const BottleOrderPayload = Schema.Struct({
    items: Schema.Array(BottleOrderItem).pipe(Schema.check(Schema.isMinLength(1), atMostItems(ORDER_ITEMS_MAX, 'bottles'))),
    /** What the guest pays online: subTotal + tax + service - discount - promoterDiscount. */
    totalPrice: Major,
    /** The bottle total before tax, service and discounts. */
    subTotal: Major,
    /** The bottles discount percent, or null when the venue gives none. */
    promo: Schema.NullOr(PercentSchema),
    noOfGuests: GuestCount,
    /** MM/DD/YYYY. */
    bottleDate: CalendarDateText,
    /** An arrival time label such as 9:30 PM. */
    bottleTime: Schema.String.pipe(Schema.check(Schema.isMinLength(1), upTo(DATE_TIME_MAX))),
    /** At least 4 characters. */
    clientName: ClientName,
    clientEmail: ClientEmail,
    /** International (E.164) format. */
    clientPhoneNumber: ClientPhoneNumber,
    /** 01..12 */
    clientBirthDateMonth: BirthMonth,
    /** 1..31 */
    clientBirthDateDay: BirthDay,
    mailingListSubscribe: Schema.Boolean,
    /** MM/DD, or null when no birth date was given. */
    birthDate: Schema.NullOr(
      Schema.String.pipe(
        Schema.check(
          upTo(DATE_TIME_MAX),
          Schema.isPattern(/^(0[1-9]|1[0-2])\/(0?[1-9]|[12]\d|3[01])$/, { expected: 'a birth date MM/DD' }),
        ),
      ),
    ),
    clientAddress: Required(ADDRESS_MAX),
    gender: Schema.Literals(genders),
    city: Required(SHORT_TEXT_MAX),
    zipCode: FreeText,
    specialRequest: FreeText,
    IGname: FreeText,
    promoterIGname: BoundedString(INSTAGRAM_NAME_MAX),
    status: Schema.Literal('Pending'),
    userAgent: Schema.Literals(['Mobile', 'PC']),
    ip: BoundedString(ID_MAX),
    /** The validated promoter's promotion, or null. */
    promotionId: Schema.NullOr(BoundedString(ID_MAX)),
    /** The promoter discount in money (major unit), 0 when none. */
    promoterDiscount: Major,
  });
  return { BottleOrderItem, BottleOrderPayload };
});

/** Two decimals (USD, EUR, ...): for tests and types; the venue reads an order with its own exponent. */
export const { BottleOrderItem, BottleOrderPayload } = bottleOrderSchemasIn(USUAL_EXPONENT);
export type BottleOrderItem = typeof BottleOrderItem.Type;
export type BottleOrderPayload = typeof BottleOrderPayload.Type;

/** `orderSecret` only in the create's answer, to the buyer's browser (docs/product.md#codes-for-guests). */
export const BottleOrderResponse = Schema.Struct({ _id: Id, orderSecret: Schema.optional(OrderSecret) });
export type BottleOrderResponse = typeof BottleOrderResponse.Type;

/** The answer of POST api/shopping/addBottleOrder. */
export const BottleOrderCreatedResponse = Schema.Struct({ data: BottleOrderResponse });

/**
 * The body of the price check (POST bottles-group): the cart, the table size and the promoter
 * code. The full order payload fits it too, since the order flow sends the same payload to the
 * check and the create. `price` is the unit price the guest was shown, when known.
 */
export const BottleGroupRequest = Schema.Struct({
  items: Schema.Array(BottleOrderItem.mapFields((fields) => ({ ...fields, price: Schema.optional(fields.price) }))).pipe(
    Schema.check(Schema.isMinLength(1), atMostItems(ORDER_ITEMS_MAX, 'bottles')),
  ),
  noOfGuests: GuestCount,
  promoterIGname: Schema.optional(BoundedString(INSTAGRAM_NAME_MAX)),
  /** null: no validated promoter code; absent: the code is applied when it exists. */
  promotionId: Schema.optional(Schema.NullOr(BoundedString(ID_MAX))),
});
export type BottleGroupRequest = typeof BottleGroupRequest.Type;
