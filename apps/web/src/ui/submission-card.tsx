// The card of a form that core's form-submission machine sends (careers, contact, staff availability): its heading,
// the form (no browser validation: core's rules judge it), the page's fields, then what every such form ends with:
// the failure note, the refusal alert and the submit button, which waits for hydration and says "Try again" after a
// failed send.
import type { ReactNode } from 'react';
import * as m from '~messages/panels';
import { FailureNote, FormAlert } from './form-bits';
import { SubmitButton } from './submit-button';
import type { useFormSubmission } from './use-form-submission';

interface SubmissionCardProps {
  readonly submission: ReturnType<typeof useFormSubmission>;
  /** What a submit sends: the page's typed values. */
  readonly values: unknown;
  /** The heading's id, which labels the card and the form. */
  readonly titleId: string;
  readonly title: string;
  readonly className: string;
  readonly formClassName: string | undefined;
  /** What stands between the heading and the form. */
  readonly note?: ReactNode;
  /** What the failure note says after a failed send (the venue's "wait a moment" when it was asked too often). */
  readonly failureText: string;
  readonly busyText: string;
  readonly submitText: string;
  readonly children: ReactNode;
}

export function SubmissionCard(props: SubmissionCardProps) {
  const { submission, titleId } = props;
  return (
    <section className={props.className} aria-labelledby={titleId}>
      <h2 id={titleId}>{props.title}</h2>
      {props.note}
      <form
        ref={submission.formRef}
        className={props.formClassName}
        onSubmit={submission.submit(props.values)}
        noValidate
        aria-labelledby={titleId}
      >
        {props.children}
        <FailureNote text={submission.failureNote(props.failureText)} />
        <FormAlert alert={submission.alert} onDismiss={submission.dismissAlert} />
        <div>
          <SubmitButton busy={submission.sending} busyText={props.busyText} disabled={!submission.hydrated}>
            {submission.failed ? m.tryAgain : props.submitText}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
