// The form to add a review: name, a rating of 1 to 5 (a radio group), a comment. Core's machine judges and sends it
// (one review for a double click); a failed send keeps what was typed; once stored, the page reads the reviews again.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_NAME_MAX_LENGTH,
  REVIEW_RATINGS,
  type ReviewField,
  type ReviewFormValues,
  type ReviewTarget,
} from '@venue/core/reviews/review-form';
import { reviewCommentMachineWith } from '@venue/core/reviews/review-comment-wiring';
import { inspectOptions } from '../../app/inspect';
import { reviews } from '../../app/services';
import checkout from '../../ui/checkout.module.css';
import { fieldErrorText } from '../../ui/field-error-text';
import form from '../../ui/form-field.module.css';
import { FailureNote, FormAlert, LabeledField } from '../../ui/form-bits';
import { SentCard } from '../../ui/sent-card';
import { SubmitButton } from '../../ui/submit-button';
import { useHydrated } from '../../ui/use-hydrated';
import { useFormRefusal } from '../../ui/use-form-refusal';
import { shortWaitText } from '../../ui/short-wait-text';
import styles from './review.module.css';
import { shortWaitOf } from '@venue/core/shared/short-wait';
import * as panels from '~messages/panels';
import * as v from '~messages/validation';
import * as m from '~messages/review';

const empty: ReviewFormValues = { name: '', rating: null, comment: '' };
const labels = { name: m.nameLabel, rating: m.ratingLabel, comment: m.commentLabel } satisfies Record<ReviewField, string>;

export function ReviewForm({ target, title }: { readonly target: ReviewTarget; readonly title: string }) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const logic = useMemo(() => reviewCommentMachineWith({ reviews, reviewStored: () => void revalidate.current() }), []);
  const actor = useActorRef(logic, { ...inspectOptions(), input: target });
  const sending = useSelector(actor, (s) => s.hasTag('busy'));
  const sent = useSelector(actor, (s) => s.matches('sent'));
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  const failed = useSelector(actor, (s) => s.context.failure !== null);
  const wait = useSelector(actor, (s) => (s.context.failure === null ? null : shortWaitOf(s.context.failure)));
  const [values, setValues] = useState(empty);
  const { formRef: ref, alert, refused, dismissAlert } = useFormRefusal<ReviewField>((field) => labels[field]);
  const thanks = useRef<HTMLHeadingElement>(null);
  // The server's HTML has the form but not its handler: the button waits for hydration.
  const hydrated = useHydrated();
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const errorOf = (field: ReviewField): string | null => {
    const reason = errors.find((e) => e.field === field)?.reason;
    if (reason === undefined) return null;
    if (reason !== 'out-of-range') return fieldErrorText[reason];
    return field === 'rating' ? m.chooseStars : v.keepItUnder(field === 'name' ? REVIEW_NAME_MAX_LENGTH : REVIEW_COMMENT_MAX_LENGTH);
  };
  const update = (next: Partial<ReviewFormValues>) => setValues((current) => ({ ...current, ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'guest.submit', values });
    const snapshot = actor.getSnapshot();
    refused(snapshot.matches('form') ? snapshot.context.fieldErrors : []);
  };

  if (sent) {
    return (
      <SentCard
        id="review-thanks"
        className={`${checkout.card} ${styles.card}`}
        headingRef={thanks}
        title={m.thanks}
        againText={m.writeAnother}
        onAgain={() => {
          setValues(empty);
          actor.send({ type: 'guest.writeAnother' });
        }}
      >
        {m.thanksText(title)}
      </SentCard>
    );
  }

  const ratingError = errorOf('rating');
  return (
    <section className={`${checkout.card} ${styles.card}`} aria-labelledby="review-form-title">
      <h2 id="review-form-title">{m.leaveAReview}</h2>
      <form ref={ref} className={styles.form} onSubmit={submit} noValidate aria-labelledby="review-form-title">
        <LabeledField label={labels.name} error={errorOf('name')}>
          {(control) => (
            <input
              {...control}
              name="name"
              className={form.input}
              autoComplete="name"
              maxLength={REVIEW_NAME_MAX_LENGTH}
              value={values.name}
              onChange={(e) => update({ name: e.target.value })}
            />
          )}
        </LabeledField>
        <fieldset
          role="radiogroup"
          aria-required="true"
          className={styles.rating}
          aria-invalid={ratingError !== null}
          aria-describedby={ratingError ? 'rating-error' : undefined}
        >
          <legend>{labels.rating}</legend>
          <div className={styles.ratingChoices}>
            {REVIEW_RATINGS.map((rating) => (
              <label key={rating} className={styles.ratingChoice}>
                <input type="radio" name="rating" value={rating} checked={values.rating === rating} onChange={() => update({ rating })} />
                {m.stars(rating)}
              </label>
            ))}
          </div>
          {ratingError && (
            <p id="rating-error" className={form.error}>
              {ratingError}
            </p>
          )}
        </fieldset>
        <LabeledField label={labels.comment} error={errorOf('comment')}>
          {(control) => (
            <textarea
              {...control}
              name="comment"
              rows={5}
              className={form.input}
              maxLength={REVIEW_COMMENT_MAX_LENGTH}
              value={values.comment}
              onChange={(e) => update({ comment: e.target.value })}
            />
          )}
        </LabeledField>
        <FailureNote text={!failed ? null : wait !== null ? shortWaitText(wait) : m.reviewFailed} />
        <FormAlert alert={alert} onDismiss={dismissAlert} />
        <div>
          <SubmitButton busy={sending} busyText={m.sendingReview} disabled={!hydrated}>
            {failed ? panels.tryAgain : m.sendReview}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
