// SQL of the support chat: guests (online_guest), their conversations (chat_message) and the
// web-support switch. Rows become core ChatMessages here, so every edge sees one shape.
import { randomBytes, randomUUID } from 'node:crypto';
import type { ChatMessage, ChatMessageType, ChatSender } from '@venue/core/chat/chat-message.schema';
import type { Queryable } from '../db/database.port';

export type GuestStatus = 'online' | 'offline';
export type VenueAuthor = 'bot' | 'staff';

export interface OnlineGuestRow {
  readonly hash: string;
  readonly clientName: string;
  readonly clientEmail: string;
  readonly clientPhone: string;
  readonly mainPhoto: string | null;
  readonly status: GuestStatus;
  readonly needsStaff: boolean;
  readonly lastMessageAt: Date;
}

/** A conversation as the staff page lists it. */
export interface ConversationSummary extends OnlineGuestRow {
  readonly messageCount: number;
  readonly lastMessage: string | null;
  /** Who wrote the last message: the guest, the bot or staff; null without messages. */
  readonly lastAuthor: 'guest' | VenueAuthor | null;
}

export interface NewGuest {
  readonly clientName: string;
  readonly clientEmail: string;
  readonly clientPhone: string;
  readonly userAgent: string;
  readonly ip: string | null;
}

export interface StoredFile {
  readonly url: string;
  readonly name: string;
  readonly contentType: string;
  readonly size: number;
}

export interface NewMessage {
  readonly hash: string;
  readonly clientId?: string | undefined;
  readonly type: ChatMessageType;
  readonly message: string;
  readonly from: ChatSender;
  readonly author?: VenueAuthor;
  readonly file?: StoredFile;
  readonly audioUrl?: string;
  readonly duration?: number;
  readonly rate?: number;
  readonly suggestions?: readonly string[];
}

/** A stored message: the core shape plus the hash it always has. */
export type StoredMessage = ChatMessage & { readonly _id: string; readonly hash: string };

interface GuestSql {
  hash: string;
  client_name: string;
  client_email: string;
  client_phone: string;
  main_photo: string | null;
  status: GuestStatus;
  needs_staff: boolean;
  last_message_at: Date | string;
}

interface MessageSql {
  id: string;
  guest_hash: string;
  client_id: string | null;
  type: ChatMessageType;
  message: string;
  sender: ChatSender;
  author: VenueAuthor | null;
  file_url: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  audio_url: string | null;
  duration: number | null;
  rate: number | null;
  suggestions: string[] | null;
}

const guestFromSql = (row: GuestSql): OnlineGuestRow => ({
  hash: row.hash,
  clientName: row.client_name,
  clientEmail: row.client_email,
  clientPhone: row.client_phone,
  mainPhoto: row.main_photo,
  status: row.status,
  needsStaff: row.needs_staff,
  lastMessageAt: new Date(row.last_message_at),
});

/** The message as the site receives it; fields without a value are left out rather than sent as null. */
export function messageFromSql(row: MessageSql): StoredMessage {
  const meta = {
    ...(row.author === null ? {} : { author: row.author }),
    ...(row.file_url === null ? {} : { fileName: row.file_name, fileUrl: row.file_url, fileType: row.file_type, fileSize: row.file_size }),
  };
  return {
    _id: row.id,
    ...(row.client_id === null ? {} : { clientId: row.client_id }),
    type: row.type,
    message: row.message,
    from: row.sender,
    hash: row.guest_hash,
    ...(row.suggestions === null ? {} : { suggestions: row.suggestions }),
    ...(Object.keys(meta).length === 0 ? {} : { meta }),
    ...(row.audio_url === null ? {} : { audio: row.audio_url }),
    ...(row.duration === null ? {} : { duration: row.duration }),
    ...(row.rate === null ? {} : { rate: row.rate }),
  };
}

const newHash = (): string => randomBytes(16).toString('hex');

/** `hash` is random; a provider state may name one for a pact whose body cannot carry the server's (contracts/chat.states.ts). */
export async function createGuest(db: Queryable, guest: NewGuest, now: Date, hash: string = newHash()): Promise<OnlineGuestRow> {
  const [row] = await db.query<GuestSql>(
    `INSERT INTO online_guest (hash, client_name, client_email, client_phone, user_agent, ip, created_at, last_message_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING *`,
    [hash, guest.clientName, guest.clientEmail, guest.clientPhone, guest.userAgent, guest.ip, now],
  );
  if (!row) throw new Error('Inserting a guest returned no row.');
  return guestFromSql(row);
}

export async function findGuest(db: Queryable, hash: string): Promise<OnlineGuestRow | undefined> {
  const [row] = await db.query<GuestSql>('SELECT * FROM online_guest WHERE hash = $1', [hash]);
  return row && guestFromSql(row);
}

/**
 * The guest, its row locked until the transaction ends: what a transaction decides from the
 * conversation (the upload quota, whether staff were already called, what to delete) cannot be
 * changed meanwhile by another (docs/backend.md#concurrency-on-a-postgresql-server).
 */
export async function lockGuest(tx: Queryable, hash: string): Promise<OnlineGuestRow | undefined> {
  const [row] = await tx.query<GuestSql>('SELECT * FROM online_guest WHERE hash = $1 FOR UPDATE', [hash]);
  return row && guestFromSql(row);
}

/** Live conversations for the staff page: those needing staff first, then the most recent. */
export async function listConversations(db: Queryable): Promise<ConversationSummary[]> {
  const rows = await db.query<GuestSql & { message_count: number; last_message: string | null; last_author: string | null }>(
    `SELECT g.*,
       (SELECT count(*)::int FROM chat_message m WHERE m.guest_hash = g.hash) AS message_count,
       last.message AS last_message,
       CASE WHEN last.sender = 'guest' THEN 'guest' ELSE coalesce(last.author, 'staff') END AS last_author
     FROM online_guest g
     LEFT JOIN LATERAL (SELECT m.message, m.sender, m.author FROM chat_message m WHERE m.guest_hash = g.hash ORDER BY m.seq DESC LIMIT 1) last
       ON true
     ORDER BY g.needs_staff DESC, g.last_message_at DESC, g.hash`,
  );
  return rows.map((row) => ({
    ...guestFromSql(row),
    messageCount: row.message_count,
    lastMessage: row.last_message,
    lastAuthor: row.last_message === null ? null : (row.last_author as 'guest' | VenueAuthor),
  }));
}

/**
 * Stores a message once per (guest, clientId): a resend of the same client id returns the first copy
 * with `created: false`, so nothing reacts to it twice.
 */
export async function insertMessage(db: Queryable, message: NewMessage, now: Date): Promise<{ message: StoredMessage; created: boolean }> {
  const [inserted] = await db.query<MessageSql>(
    `INSERT INTO chat_message (id, guest_hash, client_id, type, message, sender, author, file_url, file_name, file_type, file_size,
       audio_url, duration, rate, suggestions, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16)
     ON CONFLICT (guest_hash, client_id) DO NOTHING
     RETURNING *`,
    [
      randomUUID(),
      message.hash,
      message.clientId ?? null,
      message.type,
      message.message,
      message.from,
      message.author ?? null,
      message.file?.url ?? null,
      message.file?.name ?? null,
      message.file?.contentType ?? null,
      message.file?.size ?? null,
      message.audioUrl ?? null,
      message.duration ?? null,
      message.rate ?? null,
      message.suggestions === undefined ? null : JSON.stringify(message.suggestions),
      now,
    ],
  );
  if (inserted) {
    await db.query('UPDATE online_guest SET last_message_at = $2 WHERE hash = $1', [message.hash, now]);
    return { message: messageFromSql(inserted), created: true };
  }
  const [existing] = await db.query<MessageSql>('SELECT * FROM chat_message WHERE guest_hash = $1 AND client_id = $2', [
    message.hash,
    message.clientId ?? null,
  ]);
  if (!existing) throw new Error('A conflicting chat message was not found.');
  return { message: messageFromSql(existing), created: false };
}

export async function listMessages(db: Queryable, hash: string): Promise<StoredMessage[]> {
  const rows = await db.query<MessageSql>('SELECT * FROM chat_message WHERE guest_hash = $1 ORDER BY seq', [hash]);
  return rows.map(messageFromSql);
}

export async function setNeedsStaff(db: Queryable, hash: string, needsStaff: boolean): Promise<void> {
  await db.query('UPDATE online_guest SET needs_staff = $2 WHERE hash = $1', [hash, needsStaff]);
}

export async function setGuestStatus(db: Queryable, hash: string, status: GuestStatus): Promise<boolean> {
  const rows = await db.query('UPDATE online_guest SET status = $2 WHERE hash = $1 RETURNING hash', [hash, status]);
  return rows.length > 0;
}

/** How many files and voice notes the guest's conversation holds (the upload quota, docs/backend.md#limits). */
export async function countUploads(db: Queryable, hash: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM chat_message WHERE guest_hash = $1 AND (file_url IS NOT NULL OR audio_url IS NOT NULL)',
    [hash],
  );
  return row?.n ?? 0;
}

/**
 * Deletes the guest and the conversation; returns the addresses of its uploads so they can be removed
 * too. The guest's row is locked first, so no message (a file) is added between the list and the
 * delete; with `idleBefore`, only a conversation still idle since then (retention.ts) is deleted.
 */
export async function deleteGuest(db: Queryable, hash: string, idleBefore?: Date): Promise<{ deleted: boolean; uploads: string[] }> {
  const [locked] = await db.query(
    'SELECT hash FROM online_guest WHERE hash = $1 AND ($2::timestamptz IS NULL OR last_message_at < $2) FOR UPDATE',
    [hash, idleBefore ?? null],
  );
  if (!locked) return { deleted: false, uploads: [] };
  const files = await db.query<{ url: string }>(
    `SELECT file_url AS url FROM chat_message WHERE guest_hash = $1 AND file_url IS NOT NULL
     UNION ALL SELECT audio_url FROM chat_message WHERE guest_hash = $1 AND audio_url IS NOT NULL`,
    [hash],
  );
  const deleted = await db.query('DELETE FROM online_guest WHERE hash = $1 RETURNING hash', [hash]);
  return { deleted: deleted.length > 0, uploads: files.map((f) => f.url) };
}

export async function readWebSupport(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ enabled: boolean }>('SELECT enabled FROM web_support WHERE id = 1');
  return row?.enabled ?? true;
}

export async function writeWebSupport(db: Queryable, enabled: boolean): Promise<void> {
  await db.query('UPDATE web_support SET enabled = $1 WHERE id = 1', [enabled]);
}
