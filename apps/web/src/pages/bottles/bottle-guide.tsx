// The guide of the bottle page (docs/product.md#bottle-service): Start Here, then guests, date and
// arrival time, one dialog whose step is the flow's state. Closing it at any step leaves the page's
// own pickers; the choices offered and accepted are core's.
import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import * as m from '~messages/bottles';
import buttons from '../../ui/button.module.css';
import { formatTimeOfDay } from '../../ui/date-format';
import { ModalDialog } from '../../ui/modal-dialog';
import { BottleFlowContext } from './bottle-flow-context';
import box from '../../ui/dialog.module.css';
import dialog from './bottle-dialog.module.css';
import styles from './bottles.module.css';
import { NightDateInput, selectableNight, useNightField } from './night-date';

const steps = ['intro', 'guests', 'date', 'time'] as const;
type GuideStep = (typeof steps)[number];

const titles = {
  intro: m.reserveTable,
  guests: m.howManyGuests,
  date: m.whichNight,
  time: m.arrivalTimeQuestion,
} satisfies Record<GuideStep, string>;

export function BottleGuide() {
  const actor = BottleFlowContext.useActorRef();
  const step = BottleFlowContext.useSelector((s) => steps.find((name) => s.matches(name)) ?? null);
  const titleId = useId();
  const bodyId = useId();
  const wasOpen = useRef(false);
  // Open from the first render, on the server too: the page's start script opens it as the page arrives,
  // before the app runs (the page starts on touch, app/page-kinds.ts).
  const open = step !== null;
  // The dialog is open by now (its own effect ran first): focus the step's first choice. When the
  // guide ends, the page's content takes focus, so Tab goes on to the guest's table and bottles.
  useEffect(() => {
    if (open) document.getElementById(bodyId)?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    else if (wasOpen.current) document.getElementById('main')?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open, step, bodyId]);
  const close = () => actor.send({ type: 'guest.closeGuide' });

  return (
    <ModalDialog open={open} onClose={close} labelledBy={titleId} className={box.dialog} restoreFocus={false} openAtStart>
      {open && step !== null && (
        <div id={bodyId} className={dialog.body}>
          <div className={box.head}>
            <h2 id={titleId}>{titles[step]}</h2>
            <button type="button" className={box.close} onClick={close} aria-label={m.closeGuide}>
              ✕
            </button>
          </div>
          {step !== 'intro' && <p className={styles.stepCount}>{m.stepOf(steps.indexOf(step), steps.length - 1)}</p>}
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
      <p>{m.guideIntro}</p>
      <button type="button" className={buttons.button} data-autofocus onClick={() => actor.send({ type: 'guest.start' })}>
        {m.startHere}
      </button>
    </>
  );
}

/** One button per choice core offers; the chosen one (else the first) takes focus when the step opens. */
function ChoiceGrid<T extends string | number>({ labelledBy, choices, chosen, onChoose, hint, label }: ChoiceGridProps<T>) {
  return (
    <div role="group" aria-labelledby={labelledBy} className={styles.choiceGrid}>
      {choices.map((choice, index) => (
        <button
          key={choice}
          type="button"
          className={styles.choice}
          aria-pressed={chosen === choice}
          data-autofocus={(chosen === null ? index === 0 : chosen === choice) || undefined}
          onClick={() => onChoose(choice)}
        >
          {label ? label(choice) : choice}
          {hint && <span className="visually-hidden"> {hint}</span>}
        </button>
      ))}
    </div>
  );
}

interface ChoiceGridProps<T> {
  readonly labelledBy: string;
  readonly choices: readonly T[];
  readonly chosen: T | null;
  readonly onChoose: (choice: T) => void;
  readonly hint?: string;
  /** How the page writes a choice; the choice itself by default. */
  readonly label?: (choice: T) => string;
}

function GuestsStep({ labelledBy }: { readonly labelledBy: string }) {
  const actor = BottleFlowContext.useActorRef();
  const choices = BottleFlowContext.useSelector((s) => s.context.guestChoices);
  const chosen = BottleFlowContext.useSelector((s) => s.context.guests);
  return (
    <ChoiceGrid
      labelledBy={labelledBy}
      choices={choices}
      chosen={chosen}
      hint={m.guestsHint}
      onChoose={(guests) => actor.send({ type: 'guest.selectGuests', guests })}
    />
  );
}

function DateStep() {
  const actor = BottleFlowContext.useActorRef();
  const today = BottleFlowContext.useSelector((s) => s.context.today);
  const closedDays = BottleFlowContext.useSelector((s) => s.context.closedDays);
  const nights = useMemo(() => ({ today, closedDays }), [today, closedDays]);
  const chosen = BottleFlowContext.useSelector((s) => s.context.date);
  const field = useNightField(chosen);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const date = selectableNight(field.text, nights);
    if (date) actor.send({ type: 'guest.selectDate', date });
    else field.refuse(true);
  };
  return (
    <form className={styles.dateForm} onSubmit={submit} noValidate>
      <label htmlFor={inputId}>{m.dateLabel}</label>
      <NightDateInput id={inputId} nights={nights} field={field} autoFocusInGuide />
      <button type="submit" className={buttons.button}>
        {m.continueLabel}
      </button>
    </form>
  );
}

function TimeStep({ labelledBy }: { readonly labelledBy: string }) {
  const actor = BottleFlowContext.useActorRef();
  const choices = BottleFlowContext.useSelector((s) => s.context.timeChoices);
  const chosen = BottleFlowContext.useSelector((s) => s.context.time);
  return (
    <ChoiceGrid
      labelledBy={labelledBy}
      choices={choices}
      chosen={chosen}
      onChoose={(time) => actor.send({ type: 'guest.selectTime', time })}
      label={formatTimeOfDay}
    />
  );
}
