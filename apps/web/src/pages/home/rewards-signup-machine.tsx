// The rewards signup once the guest has asked for it (rewards-signup.tsx loads this with XState on
// the first click): the mailing list machine starts with its popup shown. A closed popup is a
// finished machine, so opening again starts a fresh one.
import { lazy, Suspense, useState } from 'react';
import { mailingListMachineWith } from '@venue/core/mailing-list/mailing-list-wiring';
import type { MailingListPort } from '@venue/core/mailing-list/mailing-list.port';
import { inspectOptions } from '../../app/inspect';
import { deferredPhone } from '../../app/deferred-phone';
import { deferredPort } from '../../app/deferred-port';
import { clientInfo } from '../../app/client-info';
import { venueClient } from '../../app/services';
import buttons from '../../ui/button.module.css';
import { MailingListContext } from './mailing-list-context';
import styles from './home-page.module.css';
import * as m from '~messages/home';
import * as parts from '~messages/home-parts';

const MailingListPopup = lazy(() => import('./mailing-list-popup'));
// The HTTP adapter and its schemas load with the first signup, not with the home page.
const port = deferredPort<MailingListPort>(() =>
  import('@venue/adapters/http/mailing-list.http').then((http) => http.createMailingListHttp(venueClient)),
);
const logic = mailingListMachineWith({ port, phone: deferredPhone });

function SignupButton({ onReopen }: { readonly onReopen: () => void }) {
  const actor = MailingListContext.useActorRef();
  const state = MailingListContext.useSelector((s) => s.value);
  const [thanked, setThanked] = useState(false);
  if (state === 'thankYou' && !thanked) setThanked(true);
  if (thanked) return <p className={styles.signedUp}>{m.almostThere}</p>;
  return (
    <button
      type="button"
      className={buttons.button}
      onClick={() => (state === 'closed' ? onReopen() : actor.send({ type: 'popup.setVisible', visible: true }))}
    >
      {parts.joinRewards}
    </button>
  );
}

/** The signup's button and popup, its machine started on the guest's first click. */
export default function RewardsSignupMachine() {
  const [round, setRound] = useState(0);
  return (
    <MailingListContext.Provider
      key={round}
      logic={logic}
      options={{ ...inspectOptions(), input: { client: clientInfo(), showPopup: true } }}
    >
      <SignupButton onReopen={() => setRound((r) => r + 1)} />
      <PopupWhenWanted />
    </MailingListContext.Provider>
  );
}

/** Loads the popup's code the first time the machine leaves "hidden", not before. */
function PopupWhenWanted() {
  const visible = MailingListContext.useSelector((s) => s.value !== 'hidden' && s.value !== 'closed');
  const [wanted, setWanted] = useState(visible);
  if (visible && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MailingListPopup />
    </Suspense>
  );
}
