// /my-orders/{token} (docs/product.md#find-my-orders): the page a mailed link opens on any device, the buyer's paid and
// confirmed orders with their invoices and each guest's own code page, and a reservation's change and cancel. A
// content page, read through its loader; a link past its time, or one the venue never made, says so plainly and
// offers the form to ask again (an island).
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { isoDate } from '@venue/core/events/event-times';
import { myOrdersLinkView } from '@venue/core/my-orders/my-orders-link-view';
import { isMyOrdersTokenShape } from '@venue/core/my-orders/my-orders-token';
import * as m from '~messages/my-orders';
import { myOrders } from '../../app/my-orders';
import { venueDayOf } from '@venue/core/shared/time-zone';
import { useVenue } from '../../app/use-venue';
import { formatClockTime, formatEventDate } from '../../ui/format';
import { useNightVenue } from '../../ui/night-summary-venue';
import { loadVenueToday } from '../../app/venue-today';
import { Island } from '../../islands/island';
import { LoadError } from '../../routing/load';
import page from '../../ui/page.module.css';
import { MyOrderCard } from './my-order-card';
import { MyOrdersForm } from './my-orders-form';
import styles from './my-orders.module.css';

export async function loader({ params }: LoaderFunctionArgs) {
  const token = params.token ?? '';
  // A token of no signed link's shape was never sent: no call for it.
  if (!isMyOrdersTokenShape(token)) return { kind: 'unknown' as const };
  const [answer, today] = await Promise.all([myOrders.ordersOf(token), loadVenueToday()]);
  const view = myOrdersLinkView(answer);
  if (view.kind === 'unavailable') throw new LoadError(view.error);
  // The venue's day decides which reservations can still be changed (my-order-reservation.ts).
  return view.kind === 'list' ? { ...view, today: isoDate(today) } : view;
}

/** When the link stops working, on the venue's clock, so the server and the browser say the same. */
const until = (iso: string, timeZone: string | null): string => {
  const zone = timeZone ?? 'UTC';
  return m.linkWorksUntil(formatEventDate(venueDayOf(new Date(iso), zone)), formatClockTime(iso, zone));
};

export function Component() {
  const view = useLoaderData<typeof loader>();
  const { currency } = useVenue();
  const { timeZone } = useNightVenue();
  if (view.kind !== 'list') {
    const expired = view.kind === 'expired';
    return (
      <div className={page.page}>
        <header className={page.head}>
          <h1>{expired ? m.expiredTitle : m.unknownTitle}</h1>
          <p>{expired ? m.expired : m.unknown}</p>
        </header>
        <Island name="my-orders-form" component={MyOrdersForm} props={{ title: m.askForNewLink }} />
      </div>
    );
  }
  const { orders, expiresAt } = view.list;
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.listTitle}</h1>
        <p>{orders.length === 0 ? m.noOrders : m.listIntro}</p>
        <p className={styles.until}>{until(expiresAt, timeZone)}</p>
      </header>
      <ul className={styles.orders}>
        {orders.map((order) => (
          <MyOrderCard key={order.orderId} order={order} currency={currency} today={view.today} />
        ))}
      </ul>
    </div>
  );
}
