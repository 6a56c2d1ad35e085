// Binds core's form-submission machine (docs/product.md#careers-contact-and-staff-availability) to a form: the actor
// starts on hydration; a submit sends the typed values, and on refusal the alert names the first invalid field and
// focuses it. The values stay in the page's state, so a failed send loses nothing.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import type { formSubmissionMachine } from '@venue/core/forms/form-submission.machine';
import type { FieldError } from '@venue/core/shared/form-validation';
import { inspectOptions } from '../app/inspect';
import type { FieldLabelOf } from './field-alert-text';
import { useFormRefusal } from './use-form-refusal';
import { useHydrated } from './use-hydrated';
import { shortWaitOf } from '@venue/core/shared/short-wait';
import { shortWaitText } from './short-wait-text';

/** `labelOf`: the page's labels of its fields, which the refusal alert names. */
export function useFormSubmission(logic: typeof formSubmissionMachine, labelOf?: FieldLabelOf) {
  const actor = useActorRef(logic, inspectOptions());
  const sending = useSelector(actor, (s) => s.hasTag('busy'));
  const sent = useSelector(actor, (s) => s.matches('sent'));
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  const failed = useSelector(actor, (s) => s.context.failure !== null);
  const wait = useSelector(actor, (s) => (s.context.failure === null ? null : shortWaitOf(s.context.failure)));
  const answer = useSelector(actor, (s) => s.context.answer);
  const { formRef, alert, refused, showAlert, dismissAlert } = useFormRefusal(labelOf);
  const doneRef = useRef<HTMLHeadingElement>(null);
  // The server's HTML has the form but not its handler: the button waits for hydration.
  const hydrated = useHydrated();
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  return {
    formRef,
    doneRef,
    sending,
    sent,
    failed,
    /** What the failure note says after a failed send: the venue's "wait a moment" when it was asked too often or is briefly unavailable. */
    failureNote: (fallback: string): string | null => (!failed ? null : wait !== null ? shortWaitText(wait) : fallback),
    answer,
    alert,
    hydrated,
    reasonOf: (field: string): FieldError['reason'] | null => errors.find((e) => e.field === field)?.reason ?? null,
    submit: (values: unknown) => (event: FormEvent) => {
      event.preventDefault();
      actor.send({ type: 'guest.submit', values });
      const snapshot = actor.getSnapshot();
      refused(snapshot.matches('form') ? snapshot.context.fieldErrors : []);
    },
    /** An alert of the page's own about one field (a refused CV), shown like the rules' alert. */
    showAlert,
    dismissAlert,
    startOver: () => actor.send({ type: 'guest.startOver' }),
  };
}
