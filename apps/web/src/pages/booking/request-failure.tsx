// Why the last send failed, beside the kept form: a taken night (409 night_taken) and a blocked period the
// venue found (422 blocked) in words of their own, the order flow's texts otherwise. Focus moves to it.
import { useRef } from 'react';
import { bookingRefusalOf } from '@venue/core/booking/booking-refusal';
import { orderFailure } from '@venue/core/orders/order-flow-submit';
import { orderFailureText } from '../../ui/order-failure-text';
import { FailureNote } from '../../ui/form-bits';
import { SafeHtml } from '../../ui/safe-html';
import { useFocusOn } from '../../ui/use-focus-on';
import { BookingFlowContext } from './booking-flow-context';
import styles from './booking.module.css';
import * as m from '~messages/booking';

export function RequestFailure() {
  const failure = BookingFlowContext.useSelector((s) => s.context.failure);
  const text = BookingFlowContext.useSelector((s) => orderFailureText(orderFailure(s.context)));
  const attempt = BookingFlowContext.useSelector((s) => s.context.attempt);
  const heading = useRef<HTMLHeadingElement>(null);
  const refusal = failure === null ? null : bookingRefusalOf(failure.error);
  useFocusOn(heading, refusal !== null && refusal._tag !== 'Other' ? `${attempt}-${refusal._tag}` : null);
  if (refusal === null) return null;
  if (refusal._tag === 'Other') return <FailureNote text={text} wide />;
  const nightTaken = refusal._tag === 'NightTaken';
  return (
    <section role="alert" className={styles.refusal} aria-labelledby="booking-refusal">
      <h2 id="booking-refusal" ref={heading} tabIndex={-1}>
        {nightTaken ? m.nightTakenTitle : m.blockedTitle}
      </h2>
      {!nightTaken && refusal.notes !== '' && <SafeHtml html={refusal.notes} />}
      <p>{nightTaken ? m.nightTakenMessage : m.blockedAdvice}</p>
    </section>
  );
}
