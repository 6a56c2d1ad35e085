// /booking (docs/product.md#reservations-and-venue-booking): a private event request for the whole venue.
// The night is core's booking choice machine (kind venue-booking: date, start time, guests, blocked periods);
// the request goes through core's order flow (kind bookings: no check call, create with an idempotency
// key, fetch), then on to /booking-checkout/{eventId}. The venue's today comes with the page's data, so the
// server and the browser draw the same calendar; both machines start once the phone input's chunk (with
// the phone rules) is in, which a page the server drew with it has before it hydrates.
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useLoaderData } from 'react-router';
import { bookingChoiceMachineWith } from '@venue/core/booking/booking-choice-wiring';
import { orderFlowWith } from '@venue/core/orders/order-flow-wiring';
import { pathTo } from '@venue/core/routing/routes';
import { inspectOptions } from '../../app/inspect';
import { blocksWithPage } from '../../app/blocks-with-page';
import { loadVenueToday } from '../../app/venue-today';
import { randomId } from '../../app/random-id';
import { content, orders } from '../../app/services';
import type { MetaFunction } from '../../head/page-meta';
import { loaded } from '../../routing/load';
import { useSiteNavigate } from '../../routing/use-site-navigate';
import { LoadFailedPanel } from '../../ui/load-failed-panel';
import page from '../../ui/page.module.css';
import { PageSkeleton } from '../../ui/page-skeleton';
import { loadSafeHtml } from '../../ui/safe-html';
import { useLazyPhoneField } from '../../ui/use-lazy-phone-field';
import type { PhoneFieldProps } from '../../ui/phone-field';
import { BookingFlowContext, NightChoiceContext } from './booking-flow-context';
import { BookingForm } from './booking-form';
import { blockedPeriods } from './booking-services';
import * as m from '~messages/booking';

// The venue's day, as the backend checks the date (docs/product.md#the-venues-time-zone).
export const loader = async () => {
  const [settings, today, given] = await Promise.all([
    loaded(content.financialSettings()),
    loadVenueToday(),
    blocksWithPage(blockedPeriods, 'venue-booking'),
  ]);
  return { settings, today, ...given };
};

export const meta: MetaFunction = () => ({
  title: m.pageTitle,
  description: m.pageDescription,
});

const reportDecodeError = (step: string, error: unknown) =>
  console.error(`The venue answered the booking ${step} step in an unexpected shape`, error);

export function Component() {
  const { settings, today, ...given } = useLoaderData<typeof loader>();
  const { PhoneField, failed } = useLazyPhoneField();
  const choiceLogic = useMemo(() => bookingChoiceMachineWith(blockedPeriods), []);
  const flowLogic = useMemo(() => orderFlowWith({ orders, reportDecodeError }), []);
  // A fresh seed per visit: the idempotency keys of this visit's request are built from it.
  const [seed] = useState(randomId);
  // The sanitiser loads after the page, for the blocked period's notes.
  useEffect(() => void loadSafeHtml().catch(() => undefined), []);

  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.pageTitle}</h1>
        <p>{m.pageIntro}</p>
      </header>
      {failed ? (
        <LoadFailedPanel what="page" />
      ) : PhoneField === null ? (
        <PageSkeleton />
      ) : (
        <NightChoiceContext.Provider
          logic={choiceLogic}
          options={{
            ...inspectOptions(),
            input: { kind: 'venue-booking', today, minGuestCount: settings.minGuestCount, ...given },
          }}
        >
          <BookingFlowContext.Provider
            logic={flowLogic}
            options={{ ...inspectOptions(), input: { kind: 'bookings', idempotencySeed: seed } }}
          >
            <BookingRequest PhoneField={PhoneField} />
          </BookingFlowContext.Provider>
        </NightChoiceContext.Provider>
      )}
    </div>
  );
}

/** Once the venue created and returned the booking, the guest reviews it on its checkout page. */
function BookingRequest({ PhoneField }: { readonly PhoneField: ComponentType<PhoneFieldProps> }) {
  const navigate = useSiteNavigate();
  const created = BookingFlowContext.useSelector((s) => (s.matches('reviewing') ? s.context.orderId : null));
  useEffect(() => {
    if (created !== null) navigate(pathTo('BookingCheckout', { eventId: created }));
  }, [created, navigate]);
  if (created !== null)
    return (
      <p role="status" className={page.head}>
        {m.requestIn}
      </p>
    );
  return <BookingForm PhoneField={PhoneField} />;
}
