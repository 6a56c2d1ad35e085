// The home page's way into the mailing list popup. Until the guest asks, it is a plain button: the
// machine, XState and the popup's code load on the first click (rewards-signup-machine.tsx).
import { lazy, Suspense, useState } from 'react';
import buttons from '../../ui/button.module.css';
import styles from './home-page.module.css';
import * as parts from '~messages/home-parts';

const RewardsSignupMachine = lazy(() => import('./rewards-signup-machine'));

function JoinButton({ onClick }: { readonly onClick?: () => void }) {
  return (
    <button type="button" className={buttons.button} onClick={onClick}>
      {parts.joinRewards}
    </button>
  );
}

export function RewardsSignup() {
  const [asked, setAsked] = useState(false);
  return (
    <section className={styles.rewards} aria-labelledby="rewards-title">
      <div>
        <h2 id="rewards-title">{parts.rewardsTitle}</h2>
        <p>{parts.rewardsIntro}</p>
      </div>
      {asked ? (
        <Suspense fallback={<JoinButton />}>
          <RewardsSignupMachine />
        </Suspense>
      ) : (
        <JoinButton onClick={() => setAsked(true)} />
      )}
    </section>
  );
}
