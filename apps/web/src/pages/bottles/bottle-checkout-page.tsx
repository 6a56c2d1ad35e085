// The bottle checkout (docs/product.md#bottle-checkout): the stored selection priced again, the
// guest's details, the promoter code and Pay Now, all in core's checkout machine. The machine starts
// in the browser once the session has settled (the venue's currency) and the phone input's chunk has
// loaded (its rules check the Cell Phone field from the first moment).
import { useEffect, useMemo, useState } from 'react';
import { useLoaderData } from 'react-router';
import type { BottleCheckoutInput } from '@venue/core/bottles/bottle-checkout-setup';
import { bottleCheckoutInputFrom, bottleCheckoutMachineWith } from '@venue/core/bottles/bottle-checkout-wiring';
import { clientInfo } from '../../app/client-info';
import { deferredPhone } from '../../app/deferred-phone';
import { inspectOptions } from '../../app/inspect';
import { randomId } from '../../app/random-id';
import { storage } from '../../app/services';
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

export const loader = loadBottleOffer;

export function Component() {
  const { catalog, settings } = useLoaderData<typeof loader>();
  const { currency } = useVenue();
  const navigate = useSiteNavigate();
  const logic = useMemo(() => bottleCheckoutMachineWith({ bottles, storage, phone: deferredPhone, navigate }), [navigate]);
  const { PhoneField, failed } = useLazyPhoneField();
  const [input, setInput] = useState<BottleCheckoutInput | null>(null);
  // The sanitiser loads after the page, for a failed order's message.
  useEffect(() => void loadSafeHtml().catch(() => undefined), []);
  useEffect(() => {
    if (PhoneField === null) return;
    setInput(
      (current) =>
        current ??
        bottleCheckoutInputFrom(storage, { catalog, settings, currencySymbol: currency, checkoutId: randomId(), client: clientInfo() }),
    );
  }, [PhoneField, catalog, settings, currency]);

  return (
    <div className={`${page.page} ${styles.page}`}>
      <header className={page.head}>
        <h1>Service Payment</h1>
        <p className={styles.secure}>
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <rect x="5" y="11" width="14" height="9" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
          Your details and payment are protected by SSL with 256-bit encryption.
        </p>
      </header>
      <h2 className={styles.heading}>checkout</h2>
      {failed ? (
        <LoadFailedPanel what="page" />
      ) : input === null || PhoneField === null ? (
        <PageSkeleton />
      ) : (
        <BottleCheckoutContext.Provider logic={logic} options={{ ...inspectOptions(), input }}>
          <CheckoutView PhoneField={PhoneField} />
        </BottleCheckoutContext.Provider>
      )}
    </div>
  );
}
