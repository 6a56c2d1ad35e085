// Issued guest codes (migrations/015-guest-codes.sql): one row per code, live ('issued') or 'void'.
import type { GuestCodeKind } from '@venue/core/guest-codes/guest-code.schema';
import type { Queryable } from '../db/database.port';

export type GuestCodeStatus = 'issued' | 'void';

/** What a code says, besides its order: the claims it is signed with. */
export interface GuestCodeFields {
  readonly slot: number;
  readonly kind: GuestCodeKind;
  readonly night: string;
  readonly eventId: string | null;
  readonly guestName: string;
  readonly label: string;
}

export interface StoredGuestCode extends GuestCodeFields {
  readonly codeId: string;
  readonly orderId: string;
  readonly linkToken: string;
  readonly status: GuestCodeStatus;
  readonly issuedAt: Date;
  readonly voidedAt: Date | null;
}

interface GuestCodeRow {
  code_id: string;
  order_id: string;
  slot: number;
  kind: GuestCodeKind;
  night: string;
  event_id: string | null;
  guest_name: string;
  label: string;
  link_token: string;
  status: GuestCodeStatus;
  issued_at: Date;
  voided_at: Date | null;
}

const toCode = (row: GuestCodeRow): StoredGuestCode => ({
  codeId: row.code_id,
  orderId: row.order_id,
  slot: Number(row.slot),
  kind: row.kind,
  night: row.night,
  eventId: row.event_id,
  guestName: row.guest_name,
  label: row.label,
  linkToken: row.link_token,
  status: row.status,
  issuedAt: row.issued_at,
  voidedAt: row.voided_at,
});

export async function insertGuestCode(
  tx: Queryable,
  code: GuestCodeFields & { readonly codeId: string; readonly orderId: string; readonly linkToken: string; readonly at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO guest_code (code_id, order_id, slot, kind, night, event_id, guest_name, label, link_token, status, issued_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'issued', $10)`,
    [code.codeId, code.orderId, code.slot, code.kind, code.night, code.eventId, code.guestName, code.label, code.linkToken, code.at],
  );
}

export async function voidGuestCode(tx: Queryable, codeId: string, at: Date): Promise<void> {
  await tx.query(`UPDATE guest_code SET status = 'void', voided_at = $2 WHERE code_id = $1 AND status = 'issued'`, [codeId, at]);
}

/** The order's live codes, guest by guest. */
export async function listLiveGuestCodes(db: Queryable, orderId: string): Promise<StoredGuestCode[]> {
  const rows = await db.query<GuestCodeRow>(`SELECT * FROM guest_code WHERE order_id = $1 AND status = 'issued' ORDER BY slot`, [orderId]);
  return rows.map(toCode);
}

/** Every code of the order, void ones included, oldest first. */
export async function listAllGuestCodes(db: Queryable, orderId: string): Promise<StoredGuestCode[]> {
  const rows = await db.query<GuestCodeRow>('SELECT * FROM guest_code WHERE order_id = $1 ORDER BY issued_at, slot, code_id', [orderId]);
  return rows.map(toCode);
}

export async function findGuestCodeByLink(db: Queryable, linkToken: string): Promise<StoredGuestCode | undefined> {
  const [row] = await db.query<GuestCodeRow>('SELECT * FROM guest_code WHERE link_token = $1', [linkToken]);
  return row && toCode(row);
}

/** A night's codes that let guests in (tickets and tables, not coats), live and void, for the door's list (YYYY-MM-DD). */
export async function listEntryCodesOfNight(db: Queryable, night: string): Promise<StoredGuestCode[]> {
  const rows = await db.query<GuestCodeRow>(
    `SELECT * FROM guest_code WHERE night = $1 AND kind <> 'coat' ORDER BY label, guest_name, code_id`,
    [night],
  );
  return rows.map(toCode);
}

export async function findGuestCode(db: Queryable, codeId: string): Promise<StoredGuestCode | undefined> {
  const [row] = await db.query<GuestCodeRow>('SELECT * FROM guest_code WHERE code_id = $1', [codeId]);
  return row && toCode(row);
}
