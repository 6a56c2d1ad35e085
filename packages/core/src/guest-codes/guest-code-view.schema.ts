// Guest codes as the venue API answers them (docs/api.md): an order's codes for whoever holds the order's link, one
// guest's code for whoever holds that guest's own link, and the public key the door verifies them with.
import { Schema } from 'effect';
import { EntityId, IsoDate } from '../content/content-fields.schema';
import { GUEST_CODE_MAX_LENGTH } from './guest-code';
import { CodeIdSchema, GUEST_CODE_KINDS } from './guest-code.schema';

const Text = (max: number) => Schema.String.pipe(Schema.check(Schema.isMinLength(1), Schema.isMaxLength(max)));

/** A guest's own link token: at least 128 random bits in base64url. */
export const GuestLinkToken = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{22,64}$/, { expected: 'a guest link' })));

export const GuestCodeView = Schema.Struct({
  codeId: CodeIdSchema,
  orderId: EntityId,
  kind: Schema.Literals(GUEST_CODE_KINDS),
  night: IsoDate,
  eventId: Schema.NullOr(EntityId),
  guestName: Text(200),
  /**
   * Optional: false while the name is the venue's wording for a place nobody has named yet ("Guest 2 of Dana Guest",
   * in the order's language), true once it is a guest's own. Without it the site compares the name with that wording.
   */
  named: Schema.optional(Schema.Boolean),
  /** The ticket type's name, or "Table" or "Coat check" in the order's language. */
  label: Text(100),
  /** `void` once the order is cancelled or the guest's place went to someone else: the door refuses it. */
  status: Schema.Literals(['issued', 'void']),
  /** The signed token the QR code carries (packages/core/src/guest-codes/guest-code.ts). */
  code: Schema.String.pipe(
    Schema.check(
      Schema.isPattern(/^VG1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { expected: 'a guest code' }),
      Schema.isMaxLength(GUEST_CODE_MAX_LENGTH),
    ),
  ),
  /** The guest's own link: `/guest-code/{linkToken}` on the site. */
  linkToken: GuestLinkToken,
});
export type GuestCodeView = typeof GuestCodeView.Type;

export const OrderGuestCodesResponse = Schema.Struct({ data: Schema.Struct({ orderId: EntityId, codes: Schema.Array(GuestCodeView) }) });
export type OrderGuestCodes = (typeof OrderGuestCodesResponse.Type)['data'];

export const GuestCodeResponse = Schema.Struct({ data: GuestCodeView });

export const DoorPublicKeyResponse = Schema.Struct({
  data: Schema.Struct({
    algorithm: Schema.Literal('Ed25519'),
    /** The 32 raw bytes in base64url: importDoorPublicKey reads it. */
    publicKey: Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{43}$/, { expected: 'an Ed25519 public key' }))),
  }),
});
