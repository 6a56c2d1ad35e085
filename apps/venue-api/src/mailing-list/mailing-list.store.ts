// The mailing list's rows (migrations/006-forms.sql, 020-mailing-list-consent.sql): members with their consent,
// and the addresses that left. One member per address, keyed by its normalised form.
import type { ListedMember } from '@venue/core/mailing-list/double-opt-in';
import type { Queryable } from '../db/database.port';
import type { Attribution } from '../http/read-input';

/** The key an address is known by: case and surrounding spaces never make a second member. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

export interface Consent {
  readonly at: Date;
  /** The network address the sign-up came from, as the server saw it. */
  readonly address: string;
  readonly source: string;
  /** The words the guest was shown (mailing-list/consent-words.ts, from the site's catalog). */
  readonly words: string;
  /** The language they were shown in, the one the list writes to them in (migrations/024-guest-language.sql). */
  readonly language: string;
}

export interface StoredMember extends ListedMember {
  readonly id: string;
  readonly emailKey: string;
}

interface MemberRow {
  id: string;
  email_key: string;
  status: 'unconfirmed' | 'confirmed';
  consent_at: Date;
}

const member = (row: MemberRow): StoredMember => ({ id: row.id, emailKey: row.email_key, status: row.status, consentAt: row.consent_at });

/** Adds an unconfirmed member, or nothing when the address is listed already; answers whether it added one. */
export async function insertMember(
  tx: Queryable,
  row: { id: string; email: string; payload: unknown; attribution: Attribution; consent: Consent },
): Promise<boolean> {
  const added = await tx.query(
    `INSERT INTO mailing_list_member (id, email_key, payload, source, ref, pid, created_at, updated_at,
       consent_at, consent_address, consent_source, consent_words, language)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $7, $7, $8, $4, $9, $10) ON CONFLICT (email_key) DO NOTHING RETURNING id`,
    [
      row.id,
      emailKey(row.email),
      JSON.stringify(row.payload),
      row.consent.source,
      row.attribution.ref,
      row.attribution.pid,
      row.consent.at,
      row.consent.address,
      row.consent.words,
      row.consent.language,
    ],
  );
  return added.length > 0;
}

/** The member of an address, locked until the transaction ends so two sign-ups of it take turns. */
export async function lockMember(tx: Queryable, email: string): Promise<StoredMember | undefined> {
  const [row] = await tx.query<MemberRow>(
    'SELECT id, email_key, status, consent_at FROM mailing_list_member WHERE email_key = $1 FOR UPDATE',
    [emailKey(email)],
  );
  return row && member(row);
}

export async function findMember(db: Queryable, id: string): Promise<StoredMember | undefined> {
  const [row] = await db.query<MemberRow>('SELECT id, email_key, status, consent_at FROM mailing_list_member WHERE id = $1', [id]);
  return row && member(row);
}

/** What a later sign-up of a listed address changes: what the guest told (`replace`), and a new consent when one starts. */
export async function updateMember(
  tx: Queryable,
  id: string,
  change: { payload: unknown; source: string; attribution: Attribution; at: Date; replace: boolean; consent: Consent | null },
): Promise<void> {
  if (change.replace) {
    await tx.query(
      `UPDATE mailing_list_member SET payload = $2::jsonb, source = $3, ref = COALESCE($4, ref), pid = COALESCE($5, pid), updated_at = $6
       WHERE id = $1`,
      [id, JSON.stringify(change.payload), change.source, change.attribution.ref, change.attribution.pid, change.at],
    );
  }
  if (change.consent) {
    await tx.query(
      `UPDATE mailing_list_member SET consent_at = $2, consent_address = $3, consent_source = $4, consent_words = $5, language = $6,
         updated_at = $2
       WHERE id = $1`,
      [id, change.consent.at, change.consent.address, change.consent.source, change.consent.words, change.consent.language],
    );
  }
}

/** Confirms a pending member and lifts a suppression of its address; answers the member as it was, if any. */
export async function confirmMember(tx: Queryable, id: string, at: Date): Promise<StoredMember | undefined> {
  const [row] = await tx.query<MemberRow>('SELECT id, email_key, status, consent_at FROM mailing_list_member WHERE id = $1 FOR UPDATE', [
    id,
  ]);
  if (!row || row.status === 'confirmed') return row && member(row);
  await tx.query("UPDATE mailing_list_member SET status = 'confirmed', confirmed_at = $2 WHERE id = $1", [id, at]);
  await tx.query('DELETE FROM mailing_list_suppression WHERE email_key = $1', [row.email_key]);
  return member(row);
}

/** The language a member signed up in (its list pages' and mails'), by its id or its address's key; undefined when none. */
export async function memberLanguage(db: Queryable, by: { readonly id: string } | { readonly key: string }): Promise<string | undefined> {
  const [row] = await db.query<{ language: string }>(
    `SELECT language FROM mailing_list_member WHERE ${'id' in by ? 'id' : 'email_key'} = $1`,
    ['id' in by ? by.id : by.key],
  );
  return row?.language;
}

/** The address leaves at once: its member and what it told are deleted, and it is suppressed. */
export async function leaveList(tx: Queryable, key: string, at: Date): Promise<void> {
  await tx.query('DELETE FROM mailing_list_member WHERE email_key = $1', [key]);
  await tx.query(
    'INSERT INTO mailing_list_suppression (email_key, left_at) VALUES ($1, $2) ON CONFLICT (email_key) DO UPDATE SET left_at = EXCLUDED.left_at',
    [key, at],
  );
}

/** Whether list mail may go to an address: a confirmed member and not suppressed. */
export async function mayMailList(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM mailing_list_member m
     WHERE m.email_key = $1 AND m.status = 'confirmed'
       AND NOT EXISTS (SELECT 1 FROM mailing_list_suppression s WHERE s.email_key = m.email_key)`,
    [emailKey(email)],
  );
  return rows.length > 0;
}

/** Deletes the sign-ups never confirmed whose link lapsed before `lapsedBefore`; answers how many. */
export async function deleteLapsedSignUps(db: Queryable, lapsedBefore: Date): Promise<number> {
  const deleted = await db.query("DELETE FROM mailing_list_member WHERE status = 'unconfirmed' AND consent_at < $1 RETURNING id", [
    lapsedBefore,
  ]);
  return deleted.length;
}

export interface StaffListRow {
  readonly email_key: string;
  readonly name: string | null;
  readonly status: 'unconfirmed' | 'confirmed';
  readonly consent_at: Date;
  readonly consent_source: string;
  readonly confirmed_at: Date | null;
  /** Set when the address left the list before this sign-up (and has not confirmed it yet). */
  readonly left_at: Date | null;
}

export interface StaffListView {
  readonly counts: { readonly confirmed: number; readonly unconfirmed: number; readonly left: number };
  /** The latest sign-ups, newest first. */
  readonly members: readonly StaffListRow[];
  /** The latest addresses that left and have not signed up again, newest first. */
  readonly left: readonly { readonly email_key: string; readonly left_at: Date }[];
}

/** What the staff page shows of the list: its counts and the latest `limit` of each kind. */
export async function staffListView(db: Queryable, limit: number): Promise<StaffListView> {
  const [counts] = await db.query<{ confirmed: number; unconfirmed: number; left: number }>(
    `SELECT (SELECT count(*)::int FROM mailing_list_member WHERE status = 'confirmed') AS confirmed,
            (SELECT count(*)::int FROM mailing_list_member WHERE status = 'unconfirmed') AS unconfirmed,
            (SELECT count(*)::int FROM mailing_list_suppression) AS "left"`,
  );
  const members = await db.query<StaffListRow>(
    `SELECT m.email_key, m.payload->>'clientName' AS name, m.status, m.consent_at, m.consent_source, m.confirmed_at, s.left_at
     FROM mailing_list_member m LEFT JOIN mailing_list_suppression s ON s.email_key = m.email_key
     ORDER BY m.consent_at DESC, m.email_key LIMIT $1`,
    [limit],
  );
  const left = await db.query<{ email_key: string; left_at: Date }>(
    `SELECT s.email_key, s.left_at FROM mailing_list_suppression s
     WHERE NOT EXISTS (SELECT 1 FROM mailing_list_member m WHERE m.email_key = s.email_key)
     ORDER BY s.left_at DESC, s.email_key LIMIT $1`,
    [limit],
  );
  return { counts: counts ?? { confirmed: 0, unconfirmed: 0, left: 0 }, members, left };
}
