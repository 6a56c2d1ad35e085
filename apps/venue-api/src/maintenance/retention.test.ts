// Retention (docs/backend.md#retention): what is past its time goes, with its files; what is not stays.
import { access } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest, insertMessage } from '../store/chat.store';
import { insertSubmission, insertUploadedFiles } from '../store/forms.store';
import { saveChatUpload, type SavedUpload } from '../uploads/chat-uploads';
import { writePictures } from '../uploads/uploaded-pictures';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import { staffSessions, STAFF_SESSION_SECONDS } from '../staff/staff-session';
import { pruneExpired, retention } from './retention';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const DAY = 24 * 60 * 60 * 1000;
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
const chatFile = (uploadsDir: string, url: string) => `${uploadsDir}/chat/${url.split('/').pop() ?? ''}`;

async function conversationAt(at: Date): Promise<{ hash: string; upload: SavedUpload }> {
  const ctx = api.context();
  const guest = await createGuest(
    api.db,
    { clientName: 'Old Guest', clientEmail: 'old@example.com', clientPhone: '+12125550123', userAgent: 'PC', ip: null },
    at,
  );
  const upload = (await saveChatUpload(ctx.uploadsDir, png, 'file')) as SavedUpload;
  await insertMessage(
    api.db,
    {
      hash: guest.hash,
      type: 'file',
      message: '',
      from: 'guest',
      file: { url: upload.url, name: 'a.png', contentType: upload.contentType, size: upload.size },
    },
    at,
  );
  return { hash: guest.hash, upload };
}

async function formFileAt(at: Date, id: string): Promise<string> {
  const ctx = api.context();
  const written = await writePictures(ctx.uploadsDir, [`data:image/png;base64,${Buffer.from(png).toString('base64')}`]);
  if (!written.ok) throw new Error('picture not written');
  await api.db.transaction(async (tx) => {
    await insertSubmission(tx, { id, kind: 'talent-submission', payload: {}, attribution: { ref: null, pid: null }, at });
    await insertUploadedFiles(tx, id, written.value, at);
  });
  return `${ctx.uploadsDir}/${written.value[0]?.name ?? ''}`;
}

describe('retention', () => {
  it('drops idempotency keys after a day, idle conversations after 90 days, form files after a year (with their files), ended staff sessions, spent rate budgets, old door check-ins, unconfirmed mailing-list sign-ups after 72 hours and mails done with after 90 days', async () => {
    const now = api.clock.now;
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await api.db.query(
      `INSERT INTO idempotency_keys (endpoint, key, request_hash, response_status, response_body, created_at)
       VALUES ('x', 'old', 'h', 200, '{}'::jsonb, $1), ('x', 'new', 'h', 200, '{}'::jsonb, $2)`,
      [ago(retention.idempotencyKeyMs + DAY), ago(60_000)],
    );
    const idle = await conversationAt(ago(retention.idleConversationMs + DAY));
    const live = await conversationAt(ago(DAY));
    const oldFile = await formFileAt(ago(retention.formFileMs + DAY), 'old-talent');
    const newFile = await formFileAt(ago(DAY), 'new-talent');

    const sessions = staffSessions(api.db, () => ago(STAFF_SESSION_SECONDS * 1000 + DAY));
    const ended = await sessions.open();
    const current = await staffSessions(api.db, () => now).open();
    await api.db.query("INSERT INTO rate_limit (key, points, expire) VALUES ('writes:spent', 3, $1), ('writes:live', 3, $2)", [
      Date.now() - 60_000,
      Date.now() + 60_000,
    ]);

    const checkIn = (table: string, code: string, recordedAt: Date) =>
      api.db.query(
        `INSERT INTO ${table} (code_id, night, admitted_at, door, device, recorded_at) VALUES ($1, '2030-01-01', $2, 'Main', 'd1', $2)`,
        [code, recordedAt],
      );
    await checkIn('door_check_in', 'old-code', ago(retention.doorCheckInMs + DAY));
    await checkIn('door_check_in_other', 'old-code', ago(retention.doorCheckInMs + DAY));
    await checkIn('door_check_in', 'new-code', ago(DAY));

    const member = (email: string, status: string, consentAt: Date) =>
      api.db.query(
        `INSERT INTO mailing_list_member (id, email_key, payload, source, created_at, updated_at, status, consent_at, consent_source)
         VALUES ($1, $1, '{}'::jsonb, 'new-mailing-list', $3, $3, $2, $3, 'new-mailing-list')`,
        [email, status, consentAt],
      );
    await member('lapsed@example.com', 'unconfirmed', ago(retention.unconfirmedSignUpMs + 1000));
    await member('pending@example.com', 'unconfirmed', ago(retention.unconfirmedSignUpMs - 60_000));
    await member('confirmed@example.com', 'confirmed', ago(retention.unconfirmedSignUpMs + DAY));

    const mail = (id: string, status: string, createdAt: Date) =>
      api.db.query(
        `INSERT INTO mail_outbox (id, kind, subject_type, subject_id, recipient, language, message_id, status, next_attempt_at, created_at)
         VALUES ($1, 'staff-contact-message', 'form', $1, 'staff@venue.test', 'en', $1, $2, $3, $3)`,
        [id, status, createdAt],
      );
    await mail('old-sent', 'sent', ago(retention.finishedMailMs + DAY));
    await mail('old-failed', 'failed', ago(retention.finishedMailMs + DAY));
    await mail('old-queued', 'queued', ago(retention.finishedMailMs + DAY));
    await mail('new-sent', 'sent', ago(DAY));

    expect(await pruneExpired(api.context(), now)).toEqual({
      idempotencyKeys: 1,
      conversations: 1,
      formFiles: 1,
      staffSessions: 1,
      doorCheckIns: 2,
      unconfirmedSignUps: 1,
      finishedMails: 2,
    });

    expect(await api.db.query("SELECT key FROM idempotency_keys WHERE endpoint = 'x'")).toEqual([{ key: 'new' }]);
    const guests = await api.db.query<{ hash: string }>('SELECT hash FROM online_guest WHERE hash IN ($1, $2)', [idle.hash, live.hash]);
    expect(guests.map((g) => g.hash)).toEqual([live.hash]);
    const ctx = api.context();
    expect(await exists(chatFile(ctx.uploadsDir, idle.upload.url))).toBe(false);
    expect(await exists(chatFile(ctx.uploadsDir, live.upload.url))).toBe(true);
    expect(await exists(oldFile)).toBe(false);
    expect(await exists(newFile)).toBe(true);
    expect(await staffSessions(api.db, () => now).isOpen(current)).toBe(true);
    expect(await api.db.query('SELECT count(*)::int AS n FROM staff_session')).toEqual([{ n: 1 }]);
    expect(await sessions.isOpen(ended)).toBe(false);
    expect(await api.db.query("SELECT key FROM rate_limit WHERE key LIKE 'writes:%'")).toEqual([{ key: 'writes:live' }]);
    expect(await api.db.query('SELECT code_id FROM door_check_in UNION ALL SELECT code_id FROM door_check_in_other')).toEqual([
      { code_id: 'new-code' },
    ]);
    const members = await api.db.query<{ id: string }>("SELECT id FROM mailing_list_member WHERE id LIKE '%@example.com' ORDER BY id");
    expect(members.map((m) => m.id)).toEqual(['confirmed@example.com', 'pending@example.com']);
    const mails = await api.db.query<{ id: string }>(
      "SELECT id FROM mail_outbox WHERE id LIKE '%-%' AND recipient = 'staff@venue.test' ORDER BY id",
    );
    expect(mails.map((m) => m.id)).toEqual(['new-sent', 'old-queued']);
    expect(await pruneExpired(api.context(), now)).toEqual({
      idempotencyKeys: 0,
      conversations: 0,
      formFiles: 0,
      staffSessions: 0,
      doorCheckIns: 0,
      unconfirmedSignUps: 0,
      finishedMails: 0,
    });
  });
});
