// The orders "find my orders" lists for an address (docs/product.md#find-my-orders): the paid or confirmed orders of
// every kind whose buyer typed that address (clientEmail, or senderEmail for a gift card), case-insensitively, newest
// first, each with what the guest's own pages show of it and its guests' live codes by their own links. Never the
// order secret, the payment reference or anyone's contact details: the link may be forwarded, and the page
// shows nothing the mail would not. A confirmed reservation not yet past its night carries its cancel link's key,
// which cancels that one reservation and opens nothing else (docs/decisions.md#reservation-cancel-links).
import { parseDate } from '@venue/core/dates/date-text';
import { isoDate } from '@venue/core/events/event-times';
import { isReservationAhead } from '@venue/core/my-orders/my-order-reservation';
import { MY_ORDERS_MAX, type MyOrder } from '@venue/core/my-orders/my-orders.schema';
import { payableOrderTypes, type PayableOrderType } from '@venue/core/payment/payable-order-types';
import type { Queryable } from '../db/database.port';
import { invoicePath, statusLabels } from '../orders/order-answers';
import type { OrderStatus } from '../store/orders.store';
import { centsColumn } from '../store/cents-column';

/** The buyer's address of an order row, as migrations/019-my-orders.sql indexes it. */
const BUYER_EMAIL = `lower(btrim(coalesce(o.payload ->> 'clientEmail', o.payload ->> 'senderEmail')))`;
const SETTLED = `o.status IN ('paid', 'confirmed')`;

interface BuyerOrderRow {
  id: string;
  kind: string;
  status: OrderStatus;
  total_cents: string | number | null;
  created_at: Date;
  invoice_file: string | null;
  event_name: string | null;
  event_date: string | null;
  reservation_date: string | null;
}

interface CodeRow {
  order_id: string;
  guest_name: string;
  label: string;
  link_token: string;
  night: string;
}

const isListedKind = (kind: string): kind is PayableOrderType => (payableOrderTypes as readonly string[]).includes(kind);

/** Whether the address bought anything that is paid or confirmed: the one question an ask answers nobody but the mail. */
export async function hasBuyerOrders(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM orders o WHERE ${SETTLED} AND ${BUYER_EMAIL} = lower(btrim($1)) LIMIT 1`, [email]);
  return rows.length > 0;
}

/** What a listed reservation's cancel link needs: the venue's day (YYYY-MM-DD) and its signed key for an order id. */
export interface ReservationCancelLinks {
  readonly today: string;
  readonly keyOf: (reservationId: string) => string;
}

/** A reservation's night as the guest chose it (stored MM/DD/YYYY), which its table's code follows. */
function reservationNight(row: BuyerOrderRow): string | null {
  const date = row.kind === 'reservations' && row.reservation_date !== null ? parseDate(row.reservation_date) : null;
  return date?.ok ? isoDate(date.value) : null;
}

/** `cancelLinks` null leaves the keys out (the mail's summary of the orders needs none: its link opens the page). */
export async function buyerOrders(db: Queryable, email: string, cancelLinks: ReservationCancelLinks | null): Promise<MyOrder[]> {
  const rows = await db.query<BuyerOrderRow>(
    `SELECT o.id, o.kind, o.status, o.total_cents, o.created_at, o.invoice_file,
       e.doc ->> 'name' AS event_name, e.event_date::text AS event_date, o.payload ->> 'reservationDate' AS reservation_date
     FROM orders o LEFT JOIN event e ON o.kind = 'tickets' AND e.id = o.payload ->> 'eventId'
     WHERE ${SETTLED} AND ${BUYER_EMAIL} = lower(btrim($1))
     ORDER BY o.created_at DESC, o.id
     LIMIT ${MY_ORDERS_MAX}`,
    [email],
  );
  const listed = rows.filter((row) => isListedKind(row.kind));
  const codes = await liveCodesOf(
    db,
    listed.map((row) => row.id),
  );
  return listed.map((row) => {
    const own = codes.filter((code) => code.order_id === row.id);
    const order: MyOrder = {
      orderId: row.id,
      kind: row.kind as PayableOrderType,
      status: statusLabels[row.status],
      eventName: row.event_name,
      night: reservationNight(row) ?? own[0]?.night ?? row.event_date,
      total: row.total_cents === null ? null : centsColumn(Number(row.total_cents)),
      createdAt: new Date(row.created_at).toISOString(),
      invoice: row.invoice_file === null ? null : invoicePath(row.invoice_file),
      codes: own.map((code) => ({ guestName: code.guest_name, label: code.label, linkToken: code.link_token })),
    };
    return cancelLinks !== null && isReservationAhead(order, cancelLinks.today)
      ? { ...order, cancelLink: cancelLinks.keyOf(row.id) }
      : order;
  });
}

async function liveCodesOf(db: Queryable, orderIds: readonly string[]): Promise<CodeRow[]> {
  if (orderIds.length === 0) return [];
  const placeholders = orderIds.map((_, i) => `$${i + 1}`).join(', ');
  return db.query<CodeRow>(
    `SELECT order_id, guest_name, label, link_token, night FROM guest_code
     WHERE order_id IN (${placeholders}) AND status = 'issued' ORDER BY order_id, slot`,
    orderIds,
  );
}
