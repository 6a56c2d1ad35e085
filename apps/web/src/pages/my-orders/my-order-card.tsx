// One order of a mailed link's list (docs/product.md#find-my-orders): what it is, for which night, its number, status
// and total, its invoice, each guest's own code page (the QR code is there, bright and large for the door), and for a
// reservation still ahead, its change and (with the venue's cancel key) cancel pages: core decides which.
import { reservationCancelTexts } from '@venue/core/booking/reservation-cancel-texts';
import { myReservationLinks } from '@venue/core/my-orders/my-order-reservation';
import type { MyOrder } from '@venue/core/my-orders/my-orders.schema';
import { myOrderKindNames } from '@venue/core/my-orders/my-orders-link-view';
import { myOrdersTexts as texts } from '@venue/core/my-orders/my-orders-texts';
import { invoiceFileOf, invoiceViewHref } from '@venue/core/payment/confirmation';
import { paymentTexts } from '@venue/core/payment/payment-texts';
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import { formatEventDate, formatMoney } from '../../ui/format';
import styles from './my-orders.module.css';

export interface MyOrderCardProps {
  readonly order: MyOrder;
  readonly currency: string;
  /** The venue's day, YYYY-MM-DD. */
  readonly today: string;
}

export function MyOrderCard({ order, currency, today }: MyOrderCardProps) {
  const file = invoiceFileOf(order.invoice);
  const reservation = myReservationLinks(order, today);
  const what = order.eventName === null ? myOrderKindNames[order.kind] : `${myOrderKindNames[order.kind]}: ${order.eventName}`;
  return (
    <li className={styles.order}>
      <h2>{what}</h2>
      <dl className={styles.facts}>
        {order.night !== null && (
          <>
            <dt>Night</dt>
            <dd>{formatEventDate(order.night)}</dd>
          </>
        )}
        <dt>{paymentTexts.orderNumber}</dt>
        <dd className={styles.number}>{order.orderId}</dd>
        <dt>Status</dt>
        <dd>{order.status}</dd>
        {order.total !== null && (
          <>
            <dt>Total</dt>
            <dd>{formatMoney(order.total, currency)}</dd>
          </>
        )}
      </dl>
      {order.codes.length > 0 && (
        <>
          <h3>{texts.codes}</h3>
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
            {reservationCancelTexts.changeButton} <span className="visually-hidden">(order {order.orderId})</span>
          </SiteLink>
          {reservation.cancel !== null && (
            <SiteLink to={reservation.cancel}>
              {reservationCancelTexts.cancelButton} <span className="visually-hidden">(order {order.orderId})</span>
            </SiteLink>
          )}
        </p>
      )}
      {file !== null && (
        <p>
          <SiteLink to={invoiceViewHref(file, null)}>
            {texts.invoice} <span className="visually-hidden">of order {order.orderId}</span>
          </SiteLink>
        </p>
      )}
    </li>
  );
}
