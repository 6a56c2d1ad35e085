// The codes the door judges against (docs/product.md#the-door): the guest codes issued for paid orders,
// as "Codes for guests" stores them (migrations/015-guest-codes.sql), and the venue's public key. The door
// reads them through this port only, so its rules and tests do not depend on how codes are issued.
import type { DoorCode } from '@venue/core/door/door.schema';
import type { Queryable } from '../db/database.port';

export interface IssuedCodes {
  /** The night's codes that let guests in (tickets and tables), live or void. */
  ofNight(night: string): Promise<DoorCode[]>;
  find(codeId: string): Promise<DoorCode | undefined>;
  /** The public key codes are verified with: 32 raw Ed25519 bytes, base64url. */
  publicKey(): Promise<string>;
}

interface GuestCodeRow {
  code_id: string;
  order_id: string;
  kind: DoorCode['kind'];
  guest_name: string;
  label: string;
  status: 'issued' | 'void';
}

/** A void code (its order cancelled or refunded, or a guest renamed) is "cancelled" at the door. */
const toDoorCode = (row: GuestCodeRow): DoorCode => ({
  codeId: row.code_id,
  orderId: row.order_id,
  kind: row.kind,
  guestName: row.guest_name,
  label: row.label,
  status: row.status === 'issued' ? 'valid' : 'cancelled',
});

const columns = 'code_id, order_id, kind, guest_name, label, status';

/** The issued codes as the guest_code table holds them; the key as guest-codes' venue keys make it. */
export function guestCodeTable(db: Queryable, publicKey: () => Promise<string>): IssuedCodes {
  return {
    async ofNight(night) {
      const rows = await db.query<GuestCodeRow>(
        `SELECT ${columns} FROM guest_code WHERE night = $1 AND kind <> 'coat' ORDER BY label, guest_name, code_id`,
        [night],
      );
      return rows.map(toDoorCode);
    },
    async find(codeId) {
      const [row] = await db.query<GuestCodeRow>(`SELECT ${columns} FROM guest_code WHERE code_id = $1`, [codeId]);
      return row && toDoorCode(row);
    },
    publicKey,
  };
}
