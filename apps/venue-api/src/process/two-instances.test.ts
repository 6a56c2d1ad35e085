// Two real backend processes on one PostgreSQL database (docs/backend.md#several-instances): a staff
// reply sent through instance A's staff page reaches a guest connected to instance B, so does the
// web-support switch; a poster staff upload on A is answered and its picture files served by B (one
// uploads folder, as a venue mounts one volume); the same order sent to both at once with one idempotency
// key makes one order; 200 guests buying the last 100 seats through both get exactly 100. Only in the
// api-postgres project.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatTextMaxLength } from '@venue/core/chat/chat-api.schema';
import { DEFAULT_STAFF_PASSWORD } from '../config/env';
import { openPostgresDatabase, type PostgresDatabase } from '../db/postgres.database';
import { prepareDatabase } from '../db/prepare-database';
import { noiseJpeg } from '../pictures/testing/picture-fixtures';
import { readVenueIdentity } from '../store/venue.store';
import { BACKEND_START_TIMEOUT_MS, signInAt, startBackendProcess, type BackendProcess } from '../testing/backend-process';
import { guestSocket, type GuestSocket } from '../testing/guest-socket';
import { createDatabase, testDatabaseKind } from '../testing/test-database';

const EVENT = 'event-up-1';
const TICKET = 'event-up-1-ga';
const LAST_SEATS = 100;
const GUESTS = 200;
const guest = { clientName: 'Dana Guest', clientPhoneNumber: '+12125550123' };

describe.runIf(testDatabaseKind() === 'postgres')('two backend processes on one PostgreSQL database', () => {
  let db: PostgresDatabase;
  let a: BackendProcess;
  let b: BackendProcess;
  let venueId = '';
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const url = await createDatabase(process.env.VENUE_TEST_POSTGRES_URL ?? '');
    db = await openPostgresDatabase(url, { poolSize: 2 });
    await prepareDatabase(db, { now: new Date() });
    venueId = (await readVenueIdentity(db))?.id ?? '';
    await db.query('UPDATE ticket_type SET capacity = sold + $2 WHERE id = $1', [TICKET, LAST_SEATS]);
    // One uploads folder for both, as a venue mounts one shared volume; bursts from one address need no budget.
    const uploads = await mkdtemp(join(tmpdir(), 'venue-shared-uploads-'));
    const env = async () => ({
      DATABASE_URL: url,
      VENUE_DATABASE_POOL_SIZE: '6',
      VENUE_DATA_DIR: await mkdtemp(join(tmpdir(), 'venue-instance-')),
      VENUE_UPLOADS_DIR: uploads,
      VENUE_RATE_LIMITS: '0',
      VENUE_MAX_UNPAID_SEATS: String(GUESTS),
    });
    [a, b] = await Promise.all([startBackendProcess(await env()), startBackendProcess(await env())]);
  }, 2 * BACKEND_START_TIMEOUT_MS);

  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
  }, 40_000);

  const signIn = (instance: BackendProcess) => signInAt(instance.origin);

  const post = (instance: BackendProcess, token: string, path: string, body: unknown, key?: string) =>
    fetch(`${instance.origin}/venue-api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(body),
    });

  /** A staff page form post on `instance` (URL-encoded, or multipart for a file), signed in there. */
  async function staffPost(instance: BackendProcess, path: string, fields: Record<string, string | Blob>): Promise<number> {
    const login = await fetch(`${instance.origin}/venue-api/staff/login`, {
      method: 'POST',
      body: new URLSearchParams({ password: DEFAULT_STAFF_PASSWORD }),
      redirect: 'manual',
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const page = await (await fetch(`${instance.origin}/venue-api/staff`, { headers: { cookie } })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const form = new FormData();
    for (const [name, value] of Object.entries({ csrf, ...fields })) form.set(name, value);
    const multipart = Object.values(fields).some((value) => value instanceof Blob);
    const answer = await fetch(`${instance.origin}/venue-api/${path}`, {
      method: 'POST',
      headers: { cookie, origin: instance.origin },
      body: multipart ? form : new URLSearchParams({ csrf, ...(fields as Record<string, string>) }),
      redirect: 'manual',
    });
    return answer.status;
  }

  /** A guest's socket on `instance`, closed after the tests. */
  async function guestSocketOn(instance: BackendProcess): Promise<GuestSocket> {
    const guest = await guestSocket(instance.origin);
    sockets.push(guest.socket);
    return guest;
  }

  const statusOf = async (hash: string) =>
    (await db.query<{ status: string }>('SELECT status FROM online_guest WHERE hash = $1', [hash]))[0]?.status;

  it("delivers a staff reply sent on instance A, and the web-support switch, to a guest's socket on instance B", async () => {
    const token = await signIn(b);
    const created = await post(b, token, 'api/onlineGuest/newOnlineGuest', {
      clientName: 'Ada Guest',
      clientEmail: 'ada@example.com',
      clientPhoneNumber: '+12125550100',
      userAgent: 'PC',
      ip: null,
    });
    const hash = ((await created.json()) as { data: { onlineGuest: { hash: string } } }).data.onlineGuest.hash;
    const onB = await guestSocketOn(b);
    onB.socket.emit('toggleGuestStatus', { hash, venueId, status: 'online' });
    await expect.poll(() => statusOf(hash), { timeout: 10_000 }).toBe('online');

    expect(await staffPost(a, `staff/conversations/${hash}/reply`, { message: 'Staff here: the coat check is by the door.' })).toBe(303);
    const reply = `newWebSupportReply.${venueId}-${hash}`;
    await expect
      .poll(() => onB.heard.find((h) => h.event === reply)?.payload, { timeout: 10_000 })
      .toMatchObject({
        from: 'venue',
        hash,
        message: 'Staff here: the coat check is by the door.',
      });

    // Over NOTIFY's 8000 bytes: the event passes through the adapter's table (migration 012).
    const long = 'é'.repeat(chatTextMaxLength);
    expect(await staffPost(a, `staff/conversations/${hash}/reply`, { message: long })).toBe(303);
    await expect
      .poll(() => onB.heard.some((h) => h.event === reply && (h.payload as { message?: string }).message === long), { timeout: 10_000 })
      .toBe(true);

    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM socket_io_attachments'))[0]?.n).toBeGreaterThan(0);

    const web = `showWebSupport.${venueId}`;
    expect(await staffPost(a, 'staff/web-support', { enabled: 'no' })).toBe(303);
    await expect.poll(() => onB.heard.some((h) => h.event === web && h.payload === 'no'), { timeout: 10_000 }).toBe(true);
    expect(await staffPost(a, 'staff/web-support', { enabled: 'yes' })).toBe(303);
    await expect.poll(() => onB.heard.filter((h) => h.event === web).at(-1)?.payload, { timeout: 10_000 }).toBe('yes');
  });

  it('answers on instance B the poster staff put in on instance A, and serves its picture files', async () => {
    const token = await signIn(b);
    const posterOn = async (instance: BackendProcess) => {
      const answer = await fetch(`${instance.origin}/venue-api/event-info/${EVENT}`, { headers: { authorization: `Bearer ${token}` } });
      return ((await answer.json()) as { data: { image: string; imageAlt?: string } }).data;
    };
    const seedPoster = (await posterOn(b)).image;
    const photo = new Blob([new Uint8Array(await noiseJpeg(900, 1200))], { type: 'image/jpeg' });
    const fields = { kind: 'poster', id: EVENT, alt: 'The headliner on stage', picture: photo };
    expect(await staffPost(a, 'staff/pictures/upload', fields)).toBe(303);

    // B's cached event-info drops when A's write is announced (NOTIFY).
    await expect.poll(async () => (await posterOn(b)).image, { timeout: 10_000 }).not.toBe(seedPoster);
    const onB = await posterOn(b);
    expect(onB).toEqual(await posterOn(a));
    expect(onB.imageAlt).toBe('The headliner on stage');
    const hash = /^\/venue-api\/pictures\/([0-9a-f]{32})\/828\.jpg#th=/.exec(onB.image)?.[1];
    expect(hash).toBeDefined();
    const file = await fetch(`${b.origin}/venue-api/pictures/${hash}/640.avif`);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/avif']);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('makes one order when the same order with one idempotency key reaches both at once', async () => {
    const token = await signIn(a);
    const email = 'twice@example.com';
    const body = { eventId: EVENT, tickets: [{ ticketId: 'event-up-1-vip', quantity: 2 }], ...guest, clientEmail: email };
    const answers = await Promise.all([
      post(a, token, 'new-ticket-order', body, 'both-1'),
      post(b, token, 'new-ticket-order', body, 'both-1'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [first, second] = await Promise.all(answers.map((r) => r.json()));
    expect(second).toEqual(first);
    const stored = await db.query<{ id: string }>("SELECT id FROM orders WHERE payload->>'clientEmail' = $1", [email]);
    expect(stored).toEqual([{ id: (first as { data: { orderId: string } }).data.orderId }]);
  });

  it(`sells exactly the last ${LAST_SEATS} seats to ${GUESTS} guests buying through both at once`, { timeout: 120_000 }, async () => {
    const [tokenA, tokenB] = await Promise.all([signIn(a), signIn(b)]);
    const answers = await Promise.all(
      Array.from({ length: GUESTS }, (_, n) =>
        n % 2 === 0 ? post(a, tokenA, 'new-ticket-order', seat(n), `seat-${n}`) : post(b, tokenB, 'new-ticket-order', seat(n), `seat-${n}`),
      ),
    );
    const statuses = answers.map((r) => r.status);
    await Promise.all(answers.map((r) => r.body?.cancel()));
    expect(statuses.filter((s) => s === 200)).toHaveLength(LAST_SEATS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(GUESTS - LAST_SEATS);
    const [type] = await db.query<{ sold: number; capacity: number }>('SELECT sold, capacity FROM ticket_type WHERE id = $1', [TICKET]);
    expect(type?.sold).toBe(type?.capacity);
    const orders = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE payload->>'clientEmail' LIKE 'seat-%'");
    expect(orders).toEqual([{ n: LAST_SEATS }]);
  });
});

const seat = (n: number) => ({
  eventId: EVENT,
  tickets: [{ ticketId: TICKET, quantity: 1 }],
  ...guest,
  clientEmail: `seat-${n}@example.com`,
});
