// The gift card form: core's rules on submit (the first invalid field focused, core's alert), then the
// order flow's events for that moment (a submit, a retry, a fresh try); busy, it sends nothing more.
import type { FormEvent } from 'react';
import type { GiftCardAmounts } from '@venue/core/orders/gift-card-amounts.schema';
import {
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  validateGiftCardForm,
  type GiftCardField,
  type GiftCardFormValues,
} from '@venue/core/orders/gift-card-form';
import type { GiftCardPayload } from '@venue/core/orders/gift-card.schema';
import { orderFailure, orderFlowPhase, submitEvents } from '@venue/core/orders/order-flow-submit';
import { orderFailureText } from '../../ui/order-failure-text';
import { clientInfo } from '../../app/client-info';
import { useVenue } from '../../app/use-venue';
import buttons from '../../ui/button.module.css';
import { fieldErrorText } from '../../ui/field-error-text';
import form from '../../ui/form-field.module.css';
import { formatMajorMoney } from '../../ui/format';
import { LabeledTextArea } from '../../ui/labeled-text-area';
import { SubmitButton } from '../../ui/submit-button';
import { useHydrated } from '../../ui/use-hydrated';
import { FailureNote, FormAlert, LabeledField } from '../../ui/form-bits';
import { PersonFields } from '../../ui/contact-fields';
import bits from '../../ui/form-bits.module.css';
import { useJudgedForm } from '../../ui/use-form-refusal';
import layout from '../../ui/form-layout.module.css';
import { GiftCardFlowContext } from './gift-card-flow-context';
import styles from './gift-cards.module.css';
import * as m from '~messages/gift-cards';

interface GiftCardFormProps {
  /** The venue's range and suggested amounts (its settings, else ours). */
  readonly amounts: GiftCardAmounts;
  readonly values: GiftCardFormValues;
  readonly onChange: (values: GiftCardFormValues) => void;
  readonly onSend: (card: GiftCardPayload) => void;
}

const labels = {
  amount: m.amount,
  senderName: m.yourName,
  senderEmail: m.yourEmail,
  recipientName: m.recipientName,
  recipientEmail: m.recipientEmail,
  message: m.message,
} satisfies Record<GiftCardField, string>;

export function GiftCardForm({ amounts, values, onChange, onSend }: GiftCardFormProps) {
  const actor = GiftCardFlowContext.useActorRef();
  const phase = GiftCardFlowContext.useSelector(orderFlowPhase);
  const failure = GiftCardFlowContext.useSelector((s) => orderFailureText(orderFailure(s.context)));
  const { currency } = useVenue();
  const { formRef: ref, alert, dismissAlert, errorFor, edited, judged } = useJudgedForm<GiftCardField>((field) => labels[field]);
  // The server's HTML has the form but not its handler: the button waits for hydration.
  const hydrated = useHydrated();
  const range = [formatMajorMoney(amounts.min, currency), formatMajorMoney(amounts.max, currency)] as const;

  const errorOf = (field: GiftCardField): string | null => {
    const reason = errorFor(field)?.reason;
    if (reason === undefined) return null;
    if (reason !== 'out-of-range') return fieldErrorText[reason];
    return field === 'amount' ? m.amountOutOfRange(...range) : m.messageTooLong(GIFT_CARD_MESSAGE_MAX_LENGTH);
  };
  const set = (field: GiftCardField, value: string) => {
    onChange({ ...values, [field]: value });
    // A changed field is judged again at the next submit.
    edited(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateGiftCardForm(values, amounts, clientInfo());
    const card = judged(result);
    if (card === null) return;
    const events = submitEvents(orderFlowPhase(actor.getSnapshot()), card);
    // A retry resends what was sent before (same key, same body); only a new submit sends what is typed now.
    if (events.some((e) => e.type === 'guest.submit')) onSend(card);
    for (const next of events) actor.send(next);
  };

  return (
    <form ref={ref} className={styles.form} onSubmit={submit} noValidate aria-label={m.formName}>
      <fieldset className={layout.group}>
        <legend>{m.howMuch}</legend>
        {/* A venue may suggest no amount: then the field alone. */}
        {amounts.suggested.length > 0 && (
          <div className={styles.amounts} role="group" aria-label={m.suggestedAmounts}>
            {amounts.suggested.map((amount) => (
              <button
                key={amount}
                type="button"
                className={values.amount.trim() === String(amount) ? buttons.button : buttons.ghost}
                aria-pressed={values.amount.trim() === String(amount)}
                onClick={() => set('amount', String(amount))}
              >
                {formatMajorMoney(amount, currency)}
              </button>
            ))}
          </div>
        )}
        <LabeledField label={labels.amount} error={errorOf('amount')} hint={m.amountHint(...range)}>
          {(control) => (
            <input
              {...control}
              name="amount"
              className={form.input}
              inputMode="numeric"
              autoComplete="off"
              value={values.amount}
              onChange={(e) => set('amount', e.target.value)}
            />
          )}
        </LabeledField>
      </fieldset>
      <PersonFields
        legend={m.from}
        fields={{ name: 'senderName', email: 'senderEmail' }}
        values={values}
        labels={labels}
        errorOf={errorOf}
        onChange={set}
        className={layout.group}
      />
      <PersonFields
        legend={m.to}
        fields={{ name: 'recipientName', email: 'recipientEmail' }}
        values={values}
        labels={labels}
        errorOf={errorOf}
        onChange={set}
        autoFill={false}
        className={layout.group}
      />
      <LabeledTextArea
        label={labels.message}
        name="message"
        maxLength={GIFT_CARD_MESSAGE_MAX_LENGTH}
        value={values.message}
        onChange={(value) => set('message', value)}
        error={errorOf('message')}
        optional
        wide
      />
      <FailureNote text={failure} wide />
      <FormAlert alert={alert} onDismiss={dismissAlert} />
      <div className={`${layout.actions} ${bits.wide}`}>
        <SubmitButton busy={phase === 'busy'} busyText={m.creating} disabled={!hydrated}>
          {phase === 'temporaryFailure' ? m.tryAgain : m.continueButton}
        </SubmitButton>
      </div>
    </form>
  );
}
