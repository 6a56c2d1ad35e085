// One order of a mailed link's list (docs/product.md#find-my-orders): what it is, for which night, its number, status
// and total, its invoice, each guest's own code page (the QR code is there, bright and large for the door), and for a
// reservation still ahead, its change and (with the venue's cancel key) cancel pages: core decides which.
import { myReservationLinks } from '@venue/core/my-orders/my-order-reservation';
import type { MyOrder } from '@venue/core/my-orders/my-orders.schema';
import { invoiceFileOf, invoiceViewHref } from '@venue/core/payment/confirmation';
import type { PayableOrderType } from '@venue/core/payment/payable-order-types';
import type { OrderStatusLabel } from '@venue/core/orders/order-response.schema';
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import { formatEventDate, formatMoney } from '../../ui/format';
import styles from './my-orders.module.css';
import * as m from '~messages/my-orders';
import * as pm from '~messages/payment';
import * as rm from '~messages/reservations';
import { VenueText } from '../../ui/venue-text';

/** What each kind of order is called in the list. */
const kindNames = {
  tickets: m.tickets,
  bottles: m.bottleService,
  food: m.foodOrder,
  'gift-cards': m.giftCard,
  reservations: m.tableReservation,
  bookings: m.venueBooking,
  'coat-check': m.coatCheck,
} satisfies Record<PayableOrderType, string>;

const statusNames = {
  Pending: m.statusPending,
  Confirmed: m.statusConfirmed,
  Paid: m.statusPaid,
  Cancelled: m.statusCancelled,
} satisfies Record<OrderStatusLabel, string>;

export interface MyOrderCardProps {
  readonly order: MyOrder;
  readonly currency: string;
  /** The venue's day, YYYY-MM-DD. */
  readonly today: string;
}

export function MyOrderCard({ order, currency, today }: MyOrderCardProps) {
  const file = invoiceFileOf(order.invoice);
  const reservation = myReservationLinks(order, today);
  const what =
    order.eventName === null
      ? kindNames[order.kind]
      : m.kindForEvent(kindNames[order.kind], <VenueText key="event">{order.eventName}</VenueText>);
  return (
    <li className={styles.order}>
      <h2>{what}</h2>
      <dl className={styles.facts}>
        {order.night !== null && (
          <>
            <dt>{m.night}</dt>
            <dd>{formatEventDate(order.night)}</dd>
          </>
        )}
        <dt>{pm.orderNumber}</dt>
        <dd className={styles.number}>{order.orderId}</dd>
        <dt>{m.status}</dt>
        <dd>{statusNames[order.status]}</dd>
        {order.total !== null && (
          <>
            <dt>{m.total}</dt>
            <dd>{formatMoney(order.total, currency)}</dd>
          </>
        )}
      </dl>
      {order.codes.length > 0 && (
        <>
          <h3>{m.codes}</h3>
          <ul className={styles.codes}>
            {order.codes.map((code) => (
              <li key={code.linkToken}>
                <SiteLink to={pathTo('GuestCode', { token: code.linkToken })}>
                  {code.guestName} <span className={styles.label}>({code.label})</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </>
      )}
      {reservation !== null && (
        <p className={styles.actions}>
          <SiteLink to={reservation.change}>
            {rm.changeButton} <span className="visually-hidden">{m.forOrder(order.orderId)}</span>
          </SiteLink>
          {reservation.cancel !== null && (
            <SiteLink to={reservation.cancel}>
              {rm.cancelButton} <span className="visually-hidden">{m.forOrder(order.orderId)}</span>
            </SiteLink>
          )}
        </p>
      )}
      {file !== null && (
        <p>
          <SiteLink to={invoiceViewHref(file, null)}>
            {m.invoice} <span className="visually-hidden">{m.ofOrder(order.orderId)}</span>
          </SiteLink>
        </p>
      )}
    </li>
  );
}
