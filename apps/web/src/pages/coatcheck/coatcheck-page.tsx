// /coatcheck, the kiosk at the door (docs/product.md#coat-check): no header, footer or chat, its own
// light design. Guest after guest checks items in with core's claim flow and gets a ticket number to
// photograph; the fee goes to the payment page; a claim or a lost item is looked up by its number.
// The flow starts in the browser once the phone input's chunk (and its rules) has loaded.
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useLoaderData } from 'react-router';
import { claimTexts } from '@venue/core/coatcheck/claim-texts';
import { lookupTexts } from '@venue/core/coatcheck/coatcheck-lookup';
import { claimFlowWith } from '@venue/core/coatcheck/claim-flow-wiring';
import type { ClaimFlowInput } from '@venue/core/coatcheck/claim-flow-setup';
import { clientInfo } from '../../app/client-info';
import { deferredPhone } from '../../app/deferred-phone';
import { inspectOptions } from '../../app/inspect';
import { randomId } from '../../app/random-id';
import { useSiteNavigate } from '../../routing/use-site-navigate';
import { ErrorPanel } from '../../ui/error-panel';
import type { PhoneFieldProps } from '../../ui/phone-field';
import { ClaimArea } from './claim-area';
import { ClaimFlowContext } from './claim-flow-context';
import { CoatCheckLookups, LookupResult } from './coatcheck-lookups';
import { coatCheck, loadCoatCheck } from './coatcheck-services';
import styles from './coatcheck-page.module.css';

export const loader = loadCoatCheck;

interface Started {
  readonly input: ClaimFlowInput;
  readonly PhoneField: ComponentType<PhoneFieldProps>;
}

export function Component() {
  const { settings } = useLoaderData<typeof loader>();
  const navigate = useSiteNavigate();
  const logic = useMemo(() => claimFlowWith({ coatCheck, phone: deferredPhone, navigate }), [navigate]);
  const [started, setStarted] = useState<Started | null>(null);
  const [unloaded, setUnloaded] = useState(false);
  // A failed load of the phone input's chunk is tried again on request, without reloading the page.
  const [tries, setTries] = useState(0);

  useEffect(() => {
    let live = true;
    setUnloaded(false);
    void import('../../ui/phone-field').then(
      ({ PhoneField }) => live && setStarted((now) => now ?? { input: { seed: randomId(), client: clientInfo() }, PhoneField }),
      () => live && setUnloaded(true),
    );
    return () => {
      live = false;
    };
  }, [tries]);

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{claimTexts.title}</h1>
        <p>{claimTexts.intro}</p>
      </header>
      <LookupResult />
      <div className={styles.layout}>
        {unloaded ? (
          <ErrorPanel
            level={2}
            title="The check-in form could not load"
            message={lookupTexts.unreachable}
            onRetry={() => setTries((n) => n + 1)}
          />
        ) : started === null ? (
          <div className={`${styles.card} ${styles.placeholder}`} aria-busy="true">
            <span className="visually-hidden">Loading…</span>
          </div>
        ) : (
          <ClaimFlowContext.Provider logic={logic} options={{ ...inspectOptions(), input: started.input }}>
            <ClaimArea PhoneField={started.PhoneField} settings={settings} />
          </ClaimFlowContext.Provider>
        )}
        <CoatCheckLookups />
      </div>
    </div>
  );
}
