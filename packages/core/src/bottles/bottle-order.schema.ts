// The bottle order as POST api/shopping/addBottleOrder receives it (spec 3, field for field) and
// its answer. This is a wire shape: amounts are in the venue's major unit, like the rest of the
// venue's data; bottle-order-payload.ts builds it from cents.
import { Schema } from 'effect';
import { MajorAmount, PercentSchema } from '../money/money.schema';

export const genders = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof genders)[number];

const Id = Schema.String.pipe(Schema.check(Schema.makeFilter((s: string) => s.trim().length > 0 || 'Expected a non-empty id')));
const CalendarDateText = Schema.String.pipe(Schema.check(Schema.isPattern(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/)));

export const BottleOrderItem = Schema.Struct({
  bottleId: Id,
  quantity: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1))),
  /** Unit price. */
  price: MajorAmount,
});
export type BottleOrderItem = typeof BottleOrderItem.Type;

export const BottleOrderPayload = Schema.Struct({
  items: Schema.Array(BottleOrderItem).pipe(Schema.check(Schema.isMinLength(1))),
  /** What the guest pays online: subTotal + tax + service - discount - promoterDiscount. */
  totalPrice: MajorAmount,
  /** The bottle total before tax, service and discounts. */
  subTotal: MajorAmount,
  /** The bottles discount percent, or null when the venue gives none. */
  promo: Schema.NullOr(PercentSchema),
  noOfGuests: Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 20 }))),
  /** MM/DD/YYYY. */
  bottleDate: CalendarDateText,
  /** An arrival time label such as 9:30 PM. */
  bottleTime: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  clientName: Schema.String,
  clientEmail: Schema.String,
  /** International (E.164) format. */
  clientPhoneNumber: Schema.String,
  /** 01..12 */
  clientBirthDateMonth: Schema.String,
  /** 1..31 */
  clientBirthDateDay: Schema.String,
  mailingListSubscribe: Schema.Boolean,
  /** MM/DD, or null when no birth date was given. */
  birthDate: Schema.NullOr(Schema.String),
  clientAddress: Schema.String,
  gender: Schema.Literals(genders),
  city: Schema.String,
  zipCode: Schema.String,
  specialRequest: Schema.String,
  IGname: Schema.String,
  promoterIGname: Schema.String,
  status: Schema.Literal('Pending'),
  userAgent: Schema.Literals(['Mobile', 'PC']),
  ip: Schema.String,
  /** The validated promoter's promotion, or null. */
  promotionId: Schema.NullOr(Schema.String),
  /** The promoter discount in money (major unit), 0 when none. */
  promoterDiscount: MajorAmount,
});
export type BottleOrderPayload = typeof BottleOrderPayload.Type;

export const BottleOrderResponse = Schema.Struct({ _id: Id });
export type BottleOrderResponse = typeof BottleOrderResponse.Type;
