// The codes the door judges against (docs/product.md#the-door): the guest codes issued for paid orders,
// as "Codes for guests" stores them (migrations/015-guest-codes.sql), and the venue's public key. The door
// reads them through this port only, so its rules and tests do not depend on how codes are issued.
import type { DoorCode } from '@venue/core/door/door.schema';
import type { Queryable } from '../db/database.port';
import { findGuestCode, listEntryCodesOfNight, type StoredGuestCode } from '../store/guest-codes.store';

export interface IssuedCodes {
  /** The night's codes that let guests in (tickets and tables), live or void. */
  ofNight(night: string): Promise<DoorCode[]>;
  find(codeId: string): Promise<DoorCode | undefined>;
  /** The public key codes are verified with: 32 raw Ed25519 bytes, base64url. */
  publicKey(): Promise<string>;
}

/** A void code (its order cancelled or refunded, or a guest renamed) is "cancelled" at the door. */
const toDoorCode = (code: StoredGuestCode): DoorCode => ({
  codeId: code.codeId,
  orderId: code.orderId,
  kind: code.kind,
  guestName: code.guestName,
  label: code.label,
  status: code.status === 'issued' ? 'valid' : 'cancelled',
});

/** The issued codes as the guest-codes store keeps them; the key as guest-codes' venue keys make it. */
export function guestCodeTable(db: Queryable, publicKey: () => Promise<string>): IssuedCodes {
  return {
    ofNight: async (night) => (await listEntryCodesOfNight(db, night)).map(toDoorCode),
    find: async (codeId) => {
      const code = await findGuestCode(db, codeId);
      return code && toDoorCode(code);
    },
    publicKey,
  };
}
