// /coatcheck, the kiosk at the door (docs/product.md#coat-check): no header, footer or chat, its own
// light design. Guest after guest checks items in with core's claim flow and gets a ticket number to
// photograph; the fee goes to the payment page; a claim or a lost item is looked up by its number.
// The page starts at the first touch (docs/decisions.md#flow-pages-that-start-at-the-first-touch): the
// server draws the form whole, its phone field included; after a client navigation the form waits for
// the phone input's chunk (its rules check the Cell Phone field from the first moment).
import { useMemo, useState } from 'react';
import { useLoaderData } from 'react-router';
import * as m from '~messages/coatcheck';
import * as ui from '~messages/ui';
import { claimFlowWith } from '@venue/core/coatcheck/claim-flow-wiring';
import type { ClaimFlowInput } from '@venue/core/coatcheck/claim-flow-setup';
import { clientInfo } from '../../app/client-info';
import { deferredPhone } from '../../app/deferred-phone';
import { inspectOptions } from '../../app/inspect';
import { randomId } from '../../app/random-id';
import { useSiteNavigate } from '../../routing/use-site-navigate';
import { ErrorPanel } from '../../ui/error-panel';
import { useLazyPhoneField } from '../../ui/use-lazy-phone-field';
import { ClaimArea } from './claim-area';
import { ClaimFlowContext } from './claim-flow-context';
import { CoatCheckLookups, LookupResult } from './coatcheck-lookups';
import { coatCheck, loadCoatCheck } from './coatcheck-services';
import styles from './coatcheck-page.module.css';

export const loader = loadCoatCheck;

export function Component() {
  const { settings } = useLoaderData<typeof loader>();
  const navigate = useSiteNavigate();
  // The device is read at the visit's first claim, never while rendering.
  const logic = useMemo(() => claimFlowWith({ coatCheck, phone: deferredPhone, navigate, device: clientInfo }), [navigate]);
  const phone = useLazyPhoneField();
  // One seed per visit; the server's is never used, as its machine never starts.
  const [input] = useState<ClaimFlowInput>(() => ({ seed: randomId() }));

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{m.title}</h1>
        <p>{m.intro}</p>
      </header>
      <LookupResult />
      <div className={styles.layout}>
        {phone.failed ? (
          <ErrorPanel level={2} title={m.formCouldNotLoad} message={m.unreachable} onRetry={phone.retry} />
        ) : phone.PhoneField === null ? (
          <div className={`${styles.card} ${styles.placeholder}`} aria-busy="true">
            <span className="visually-hidden">{ui.loading}</span>
          </div>
        ) : (
          <ClaimFlowContext.Provider logic={logic} options={{ ...inspectOptions(), input }}>
            <ClaimArea PhoneField={phone.PhoneField} settings={settings} />
          </ClaimFlowContext.Provider>
        )}
        <CoatCheckLookups />
      </div>
    </div>
  );
}
