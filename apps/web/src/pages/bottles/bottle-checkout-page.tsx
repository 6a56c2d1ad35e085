// The bottle checkout (docs/product.md#bottle-checkout): the stored selection priced again, the
// guest's details, the promoter code and Pay Now, all in core's checkout machine. The loader reads the
// catalog, the settings and the kept selection (on the server, its cookie copy: app/storage.ts), so the
// server draws the checkout whole and the page starts at the guest's first touch
// (docs/decisions.md#checkouts-drawn-from-a-cookie-copy); after a client navigation the form waits for
// the phone input's chunk (its rules check the Cell Phone field from the first moment).
import { useEffect, useMemo, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import * as m from '~messages/bottle-checkout';
import type { BottleCheckoutInput } from '@venue/core/bottles/bottle-checkout-setup';
import { bottleCheckoutMachineWith } from '@venue/core/bottles/bottle-checkout-wiring';
import { loadBottleSelection } from '@venue/core/bottles/bottle-storage';
import { clientInfo } from '../../app/client-info';
import { deferredPhone } from '../../app/deferred-phone';
import { inspectOptions } from '../../app/inspect';
import { randomId } from '../../app/random-id';
import { storage } from '../../app/services';
import { guestStorageOf } from '../../app/storage';
import { useStoredOverDrawn } from '../../app/use-stored-after-hydration';
import { useVenue } from '../../app/use-venue';
import { useSiteNavigate } from '../../routing/use-site-navigate';
import { LoadFailedPanel } from '../../ui/load-failed-panel';
import page from '../../ui/page.module.css';
import { PageSkeleton } from '../../ui/page-skeleton';
import { BottleCheckoutContext } from './bottle-checkout-context';
import { bottles, loadBottleOffer } from './bottle-services';
import { loadSafeHtml } from '../../ui/safe-html';
import { CheckoutView } from './checkout-view';
import { useLazyPhoneField } from '../../ui/use-lazy-phone-field';
import styles from './checkout.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  return { ...(await loadBottleOffer()), kept: loadBottleSelection(guestStorageOf(request)) };
}

export function Component() {
  const { catalog, settings, kept: drawn } = useLoaderData<typeof loader>();
  const { currency } = useVenue();
  const navigate = useSiteNavigate();
  // The device is read as the visit's first order is sent, never while rendering.
  const logic = useMemo(
    () => bottleCheckoutMachineWith({ bottles, storage, phone: deferredPhone, navigate, device: clientInfo }),
    [navigate],
  );
  const { PhoneField, failed } = useLazyPhoneField();
  // One id per visit; the server's is never used, as its machine never starts.
  const [checkoutId] = useState(randomId);
  const { stored: selection, differs } = useStoredOverDrawn(drawn, loadBottleSelection);
  const input = useMemo<BottleCheckoutInput>(
    () => ({ catalog, settings, currencySymbol: currency, checkoutId, selection }),
    [catalog, settings, currency, checkoutId, selection],
  );
  // The sanitiser loads after the page, for a failed order's message.
  useEffect(() => void loadSafeHtml().catch(() => undefined), []);

  return (
    <div className={`${page.page} ${styles.page}`}>
      <header className={page.head}>
        <h1>{m.pageTitle}</h1>
        <p className={styles.secure}>
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <rect x="5" y="11" width="14" height="9" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
          {m.secure}
        </p>
      </header>
      <h2 className={styles.heading}>{m.checkoutHeading}</h2>
      {failed ? (
        <LoadFailedPanel what="page" />
      ) : PhoneField === null ? (
        <PageSkeleton />
      ) : (
        // A new checkout from storage's selection when it is not the one drawn: an actor keeps the input it began with.
        <BottleCheckoutContext.Provider key={differs ? 'kept' : 'drawn'} logic={logic} options={{ ...inspectOptions(), input }}>
          <CheckoutView PhoneField={PhoneField} />
        </BottleCheckoutContext.Provider>
      )}
    </div>
  );
}
