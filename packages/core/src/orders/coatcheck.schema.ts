// Coat check (docs/product.md#coat-check): POST submit-coatcheck checks items in and answers a claim ticket;
// GET coatcheck/{id} reads it back; GET api/lostItem/{id} reads a lost-item report.
import { Schema } from 'effect';
import { USUAL_EXPONENT } from '../money/currency-exponent';
import { perExponent } from '../money/per-exponent';
import { moneyFromMajorIn } from '../money/money.schema';
import { atMostItems, COAT_CHECK_ITEMS_MAX } from '../shared/input-limits';
import { OrderSecret } from './order-secret.schema';
import { ClientDevice, ClientEmail, ClientName, ClientPhoneNumber, FreeText, RefId } from './guest-fields.schema';

export const coatCheckItemTypes = ['Coat', 'Bag', 'Umbrella', 'Other'] as const;
export type CoatCheckItemType = (typeof coatCheckItemTypes)[number];

export const CoatCheckItem = Schema.Struct({
  type: Schema.Literals(coatCheckItemTypes),
  quantity: Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 5 }))),
});

export const CoatCheckPayload = Schema.Struct({
  clientName: ClientName,
  clientPhoneNumber: ClientPhoneNumber,
  /** Where the claim's mail goes once it is paid (docs/product.md#coat-check); the guest may leave it out. */
  clientEmail: Schema.optional(ClientEmail),
  items: Schema.Array(CoatCheckItem).pipe(
    Schema.check(Schema.isMinLength(1, { expected: 'at least one item' }), atMostItems(COAT_CHECK_ITEMS_MAX, 'items')),
  ),
  notes: Schema.optional(FreeText),
  ...ClientDevice,
});
export type CoatCheckPayload = typeof CoatCheckPayload.Type;

/** The claim ticket schemas for a currency with `exponent` decimals (docs/decisions.md#money-in-minor-units). */
export const coatCheckSchemasIn = perExponent((exponent) => {
  /** A claim ticket: what the guest shows to get the items back. */
  const CoatCheckTicket = Schema.Struct({
    _id: RefId,
    /** Short number written on the tag, such as C-0042. */
    ticketNumber: Schema.String,
    /** Only in the check-in's answer, to the guest who typed it; a read by id or number leaves it out (no page shows it). */
    clientName: Schema.optional(Schema.String),
    items: Schema.Array(CoatCheckItem),
    /** Fee per the venue's coat check prices; minor units once decoded. */
    total: moneyFromMajorIn(exponent),
    status: Schema.Literals(['checked-in', 'paid', 'returned']),
    createdAt: Schema.String,
    /** The claim's order secret, only in the check-in's answer (docs/product.md#codes-for-guests): the coats' code needs it. */
    orderSecret: Schema.optional(OrderSecret),
  });
  return { CoatCheckTicket, CoatCheckTicketResponse: Schema.Struct({ data: CoatCheckTicket }) };
});

/** Two decimals (USD, EUR, ...): for tests and types; a venue's answers decode with its own exponent. */
export const { CoatCheckTicket, CoatCheckTicketResponse } = coatCheckSchemasIn(USUAL_EXPONENT);
export type CoatCheckTicket = typeof CoatCheckTicket.Type;

export const lostItemStatuses = ['held', 'returned', 'disposed'] as const;

/** A lost-item report the venue keeps; the guest looks it up by its id. */
export const LostItem = Schema.Struct({
  _id: RefId,
  description: Schema.String,
  category: Schema.String,
  /** YYYY-MM-DD */
  foundOn: Schema.String,
  location: Schema.String,
  status: Schema.Literals(lostItemStatuses),
  /** The claim ticket it was checked in with, when it came from the coat check. */
  coatCheckId: Schema.NullOr(Schema.String),
});
export type LostItem = typeof LostItem.Type;
export const LostItemResponse = Schema.Struct({ data: LostItem });
