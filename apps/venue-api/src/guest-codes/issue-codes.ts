// Keeps an order's guest codes in line with the order (docs/product.md#codes-for-guests). Called under the order's
// row lock wherever an order becomes paid or confirmed, or changes who or when it admits: payment, confirmation,
// the other guests, a reservation's night. The same order gives the same codes, however often it is called: a retry
// or a second call after a crash issues nothing new, and a changed guest name or night voids that guest's code
// and issues a new one. Cancelling is the database's part (the trigger of migrations/015-guest-codes.sql). The venue's
// own words on a code (an open place's name, a table's label) are the order's language's; a code keeps the words it
// was issued with (code-wording.ts).
import { randomBytes } from 'node:crypto';
import { parseDate } from '@venue/core/dates/date-text';
import { isoDate } from '@venue/core/events/event-times';
import { newGuestCodeId } from '@venue/core/guest-codes/guest-code';
import { GUEST_NAME_MAX, unnamedGuestName } from '@venue/core/guest-codes/guest-code-names';
import { venueNightOf } from '@venue/core/guest-codes/guest-code-night';
import type { Queryable } from '../db/database.port';
import { guestCodeWordsIn, type GuestCodeWords } from '../languages/guest-code-words';
import { amountDue } from '../orders/order-answers';
import { findEventDate, listTicketTypes } from '../store/events.store';
import { insertGuestCode, listLiveGuestCodes, voidGuestCode, type GuestCodeFields } from '../store/guest-codes.store';
import type { StoredOrder } from '../store/orders.store';
import { listAttendees } from '../store/ticket-attendees.store';
import { sameCode } from './code-wording';

export interface CodeClock {
  readonly now: () => Date;
  readonly timeZone: string;
}

const NAME_MAX = GUEST_NAME_MAX;
const LABEL_MAX = 100;
const clip = (text: string, max: number) => text.trim().slice(0, max);

/** Paid, or confirmed with nothing to pay online (a reservation, free tickets): the guests are expected. */
export function admitsGuests(order: StoredOrder): boolean {
  if (order.status === 'paid') return true;
  const due = amountDue(order);
  return order.status === 'confirmed' && (due === null || due === 0);
}

/** A code this call issued: the order's guest in `slot` (0 the buyer, then the other guests in order) holds it now. */
export interface IssuedCode {
  readonly codeId: string;
  readonly slot: number;
  readonly kind: GuestCodeFields['kind'];
}

/** Answers the codes it issued (none when nothing changed), for the mails that carry them. */
export async function syncGuestCodes(tx: Queryable, clock: CodeClock, order: StoredOrder): Promise<IssuedCode[]> {
  const words = guestCodeWordsIn(order.language);
  const buyer = buyerOf(order, words);
  const wanted = admitsGuests(order) ? await codesOf(tx, clock, order, buyer, words) : [];
  const live = await listLiveGuestCodes(tx, order.id);
  const at = clock.now();
  const kept = new Set<number>();
  for (const code of live) {
    const want = wanted.find((w) => w.slot === code.slot);
    if (want && sameCode(want, code, buyer)) kept.add(code.slot);
    else await voidGuestCode(tx, code.codeId, at);
  }
  const issued: IssuedCode[] = [];
  for (const want of wanted) {
    if (kept.has(want.slot)) continue;
    const codeId = newGuestCodeId();
    await insertGuestCode(tx, { ...want, codeId, orderId: order.id, linkToken: randomBytes(24).toString('base64url'), at });
    issued.push({ codeId, slot: want.slot, kind: want.kind });
  }
  return issued;
}

interface GuestPayload {
  readonly clientName?: string;
  readonly eventId?: string;
  readonly bottleDate?: string;
  readonly reservationDate?: string;
}

/** The name on the buyer's code: the one the order gives, else the language's word for a guest. */
const buyerOf = (order: StoredOrder, words: GuestCodeWords): string =>
  clip((order.payload as GuestPayload | null)?.clientName ?? '', NAME_MAX) || words.guestWithoutName;

/** The codes an order should have: one per guest a ticket admits, one for a table, one for a coat check claim. */
async function codesOf(
  db: Queryable,
  clock: CodeClock,
  order: StoredOrder,
  buyer: string,
  words: GuestCodeWords,
): Promise<GuestCodeFields[]> {
  const payload = (order.payload ?? {}) as GuestPayload;
  const one = (kind: GuestCodeFields['kind'], night: string | undefined, label: string): GuestCodeFields[] =>
    night === undefined ? [] : [{ slot: 0, kind, night, eventId: null, guestName: buyer, label }];
  switch (order.kind) {
    case 'tickets':
      return ticketCodes(db, order, payload, buyer, words);
    case 'bottles':
      return one('table', nightOfDate(payload.bottleDate), words.tableLabel);
    case 'reservations':
      return one('table', nightOfDate(payload.reservationDate), words.tableLabel);
    case 'coat-check':
      return one('coat', venueNightOf(order.createdAt, clock.timeZone), words.coatCheckLabel);
    default:
      return [];
  }
}

/** Bottle orders and reservations keep their night as the guest typed it, MM/DD/YYYY. */
function nightOfDate(text: string | undefined): string | undefined {
  const date = text === undefined ? undefined : parseDate(text);
  return date?.ok ? isoDate(date.value) : undefined;
}

/** Each line admits quantity x the type's guests; the buyer holds the first code, the other guests the next, in order. */
async function ticketCodes(
  db: Queryable,
  order: StoredOrder,
  payload: GuestPayload,
  buyer: string,
  words: GuestCodeWords,
): Promise<GuestCodeFields[]> {
  const eventId = payload.eventId;
  const night = eventId === undefined ? undefined : await findEventDate(db, eventId);
  if (eventId === undefined || night === undefined) return [];
  const perTicket = new Map((await listTicketTypes(db, eventId)).map((t) => [t._id, t.guestsPerTicket]));
  const others = (await listAttendees(db, order.id)).map((a) => clip(a.name, NAME_MAX));
  const codes: GuestCodeFields[] = [];
  for (const line of order.lines) {
    const guests = line.quantity * (perTicket.get(line.itemId ?? '') ?? 1);
    for (let i = 0; i < guests; i++) {
      const slot = codes.length;
      const guestName = slot === 0 ? buyer : others[slot - 1] || unnamedGuestName(slot, buyer, words.unnamedGuest);
      codes.push({ slot, kind: 'ticket', night, eventId, guestName, label: clip(line.description, LABEL_MAX) || words.ticketLabel });
    }
  }
  return codes;
}
