// The test payment, said plainly: no card is charged, and a test card number picks the outcome.
import { useEffect, useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { testCards, type TestCardOutcome } from '@venue/core/payment/test-cards';
import * as m from '~messages/payment';
import type { PaymentActor } from './use-payment-actor';
import styles from './payment-page.module.css';

const outcomeText = {
  succeeds: m.testCardSucceeds,
  declined: m.testCardDeclined,
  insufficientFunds: m.testCardInsufficientFunds,
} satisfies Record<TestCardOutcome, string>;

export function TestCardField({ actor }: { readonly actor: PaymentActor }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const value = useSelector(actor, (s) => s.context.testCardNumber);
  const error = useSelector(actor, (s) => s.context.testCardError);
  // While an attempt may have charged, "try again" resends it as it was: the card cannot change.
  const locked = useSelector(actor, (s) => s.context.attemptHeld || s.hasTag('busy'));
  const edit = (cardNumber: string) => actor.send({ type: 'guest.editTestCard', cardNumber });

  useEffect(() => {
    if (error !== null) input.current?.focus();
  }, [error]);

  return (
    <div className={styles.testMode}>
      <h3 className={styles.testModeTitle}>{m.testModeTitle}</h3>
      <p id={`${id}-note`}>{m.testModeNote}</p>
      <label className={styles.label} htmlFor={`${id}-card`}>
        {m.testCardLabel}
      </label>
      <input
        ref={input}
        id={`${id}-card`}
        className={styles.input}
        name="testCardNumber"
        inputMode="numeric"
        autoComplete="off"
        placeholder="4242 4242 4242 4242"
        value={value}
        readOnly={locked}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? `${id}-error` : `${id}-note`}
        onChange={(event) => edit(event.target.value)}
      />
      {error !== null && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {m.testCardFormat}
        </p>
      )}
      <p id={`${id}-cards`} className={styles.label}>
        {m.testCardsCaption}
      </p>
      <ul className={styles.testCards} aria-labelledby={`${id}-cards`}>
        {testCards.map((card) => (
          <li key={card.number}>
            <code>{card.number}</code>
            <span>{outcomeText[card.outcome]}</span>
            <button
              type="button"
              className={styles.useCard}
              disabled={locked}
              onClick={() => edit(card.number)}
              aria-label={m.useCardNumber(card.number)}
            >
              {m.useCard}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
