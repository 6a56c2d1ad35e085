// What a guest code says, decoded from the signed payload with a schema: the door trusts nothing it did not check.
import { Schema } from 'effect';
import { IsoDate } from '../content/content-fields.schema';

export const GUEST_CODE_KINDS = ['ticket', 'table', 'coat'] as const;
export type GuestCodeKind = (typeof GUEST_CODE_KINDS)[number];

const bounded = (min: number, max: number) => Schema.String.pipe(Schema.check(Schema.isMinLength(min), Schema.isMaxLength(max)));

/** An order's or event's id: visible ASCII, no spaces, so the longest code stays within what a QR code holds. */
const IdText = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^[\x21-\x7e]{1,100}$/, { expected: 'an id of visible ASCII characters' })),
);

/** At least 128 random bits as base64url (22 characters or more). */
export const CodeIdSchema = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{22,64}$/, { expected: 'a random code id' })));

export const GuestCodeClaimsSchema = Schema.Struct({
  version: Schema.Literal(1),
  kind: Schema.Literals(GUEST_CODE_KINDS),
  /** The venue night it admits to: the venue's calendar day of the event, reservation or claim. */
  night: IsoDate,
  eventId: Schema.NullOr(IdText),
  /** The order, reservation or coat check claim. */
  orderId: IdText,
  codeId: CodeIdSchema,
  guestName: bounded(1, 200),
  /** The ticket type's name, "Table" or "Coat check". */
  label: bounded(1, 100),
});

export interface GuestCodeClaims {
  readonly version: 1;
  readonly kind: GuestCodeKind;
  readonly night: string;
  readonly eventId: string | null;
  readonly orderId: string;
  readonly codeId: string;
  readonly guestName: string;
  readonly label: string;
}
