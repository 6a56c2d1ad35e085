// The guide of the bottle page (docs/product.md#bottle-service): Start Here, then guests, date and
// arrival time, one dialog whose step is the flow's state. Closing it at any step leaves the page's
// own pickers; the choices offered and accepted are core's.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { isSelectableDate } from '@venue/core/booking/booking-choices';
import { isoDate, parseIsoDate } from '@venue/core/events/event-times';
import buttons from '../../ui/button.module.css';
import { ModalDialog } from '../../ui/modal-dialog';
import { BottleFlowContext } from './bottle-flow-context';
import dialog from './bottle-dialog.module.css';
import form from './bottle-form.module.css';
import styles from './bottles.module.css';

const steps = ['intro', 'guests', 'date', 'time'] as const;
type GuideStep = (typeof steps)[number];

const titles: Record<GuideStep, string> = {
  intro: 'Reserve your table',
  guests: 'How many guests?',
  date: 'Which night?',
  time: 'What time will you arrive?',
};

/** Ours: a date the flow does not accept (the picker's own minimum usually prevents it). */
export const earlierDateText = 'Please choose today or a later date.';

export function BottleGuide() {
  const actor = BottleFlowContext.useActorRef();
  const step = BottleFlowContext.useSelector((s) => steps.find((name) => s.matches(name)) ?? null);
  const titleId = useId();
  const bodyId = useId();
  // The dialog is open by now (its own effect ran first): focus the step's first choice.
  useEffect(() => {
    if (step !== null) document.getElementById(bodyId)?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [step, bodyId]);
  const close = () => actor.send({ type: 'guest.closeGuide' });

  return (
    <ModalDialog open={step !== null} onClose={close} labelledBy={titleId} className={dialog.dialog}>
      {step !== null && (
        <div id={bodyId} className={dialog.body}>
          <div className={dialog.head}>
            <h2 id={titleId}>{titles[step]}</h2>
            <button type="button" className={dialog.close} onClick={close} aria-label="Close the guide">
              ✕
            </button>
          </div>
          {step !== 'intro' && <p className={styles.stepCount}>Step {steps.indexOf(step)} of 3</p>}
          {step === 'intro' && <IntroStep />}
          {step === 'guests' && <GuestsStep labelledBy={titleId} />}
          {step === 'date' && <DateStep />}
          {step === 'time' && <TimeStep labelledBy={titleId} />}
        </div>
      )}
    </ModalDialog>
  );
}

function IntroStep() {
  const actor = BottleFlowContext.useActorRef();
  return (
    <>
      <p>Tell us your party size, the night and your arrival time, then choose your bottles. Every table has a minimum spend per guest.</p>
      <button type="button" className={buttons.button} data-autofocus onClick={() => actor.send({ type: 'guest.start' })}>
        Start Here
      </button>
    </>
  );
}

function GuestsStep({ labelledBy }: { readonly labelledBy: string }) {
  const actor = BottleFlowContext.useActorRef();
  const choices = BottleFlowContext.useSelector((s) => s.context.guestChoices);
  const chosen = BottleFlowContext.useSelector((s) => s.context.guests);
  return (
    <div role="group" aria-labelledby={labelledBy} className={styles.choiceGrid}>
      {choices.map((guests, index) => (
        <button
          key={guests}
          type="button"
          className={styles.choice}
          aria-pressed={chosen === guests}
          data-autofocus={(chosen === null ? index === 0 : chosen === guests) || undefined}
          onClick={() => actor.send({ type: 'guest.selectGuests', guests })}
        >
          {guests}
          <span className="visually-hidden"> guests</span>
        </button>
      ))}
    </div>
  );
}

function DateStep() {
  const actor = BottleFlowContext.useActorRef();
  const today = BottleFlowContext.useSelector((s) => s.context.today);
  const chosen = BottleFlowContext.useSelector((s) => s.context.date);
  const [text, setText] = useState(chosen ? isoDate(chosen) : '');
  const [refused, setRefused] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const date = parseIsoDate(text);
    if (date !== null && isSelectableDate(date, today)) actor.send({ type: 'guest.selectDate', date });
    else setRefused(true);
  };
  return (
    <form className={styles.dateForm} onSubmit={submit} noValidate>
      <label htmlFor={inputId}>Date</label>
      <input
        id={inputId}
        type="date"
        className={form.input}
        min={isoDate(today)}
        value={text}
        required
        data-autofocus
        aria-invalid={refused}
        aria-describedby={refused ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setRefused(false);
        }}
      />
      {refused && (
        <p id={errorId} className={form.error}>
          {earlierDateText}
        </p>
      )}
      <button type="submit" className={buttons.button}>
        Continue
      </button>
    </form>
  );
}

function TimeStep({ labelledBy }: { readonly labelledBy: string }) {
  const actor = BottleFlowContext.useActorRef();
  const choices = BottleFlowContext.useSelector((s) => s.context.timeChoices);
  const chosen = BottleFlowContext.useSelector((s) => s.context.time);
  return (
    <div role="group" aria-labelledby={labelledBy} className={styles.choiceGrid}>
      {choices.map((time, index) => (
        <button
          key={time}
          type="button"
          className={styles.choice}
          aria-pressed={chosen === time}
          data-autofocus={(chosen === null ? index === 0 : chosen === time) || undefined}
          onClick={() => actor.send({ type: 'guest.selectTime', time })}
        >
          {time}
        </button>
      ))}
    </div>
  );
}
