// What a form's submit means at each point of an order flow (docs/product.md#order-flows), so a page sends
// one button's press as the events the flow expects: a retry after a lost answer, a fresh try after a
// refusal or an unreadable answer, nothing while a step runs (a double click places one order).
import type { OrderFlowEvent, OrderFlowContext } from './order-flow.machine';
import type { OrderPayload } from './orders.port';
import { failureKind } from './failure-kind';
import { isThrottled, throttledText } from '../shared/throttled';

export type OrderFlowPhase = 'editing' | 'busy' | 'temporaryFailure' | 'rejected' | 'unreadableResponse' | 'reviewing' | 'done';

export function submitEvents(phase: OrderFlowPhase, payload: OrderPayload): readonly OrderFlowEvent[] {
  switch (phase) {
    case 'editing':
      return [{ type: 'guest.submit', payload }];
    case 'rejected':
      return [{ type: 'guest.edit' }, { type: 'guest.submit', payload }];
    case 'unreadableResponse':
      return [{ type: 'guest.startOver' }, { type: 'guest.submit', payload }];
    case 'temporaryFailure':
      return [{ type: 'guest.retry' }];
    case 'busy':
    case 'reviewing':
    case 'done':
      return [];
  }
}

/** The phase of a snapshot of the order flow machine. */
export function orderFlowPhase(snapshot: {
  readonly status: string;
  readonly hasTag: (tag: 'busy' | 'error') => boolean;
  readonly matches: (value: 'editing' | 'reviewing' | 'temporaryFailure' | 'rejected') => boolean;
}): OrderFlowPhase {
  if (snapshot.status === 'done') return 'done';
  if (snapshot.hasTag('busy')) return 'busy';
  if (snapshot.matches('editing')) return 'editing';
  if (snapshot.matches('reviewing')) return 'reviewing';
  if (snapshot.matches('temporaryFailure')) return 'temporaryFailure';
  if (snapshot.matches('rejected')) return 'rejected';
  return 'unreadableResponse';
}

/** What the guest reads after a failed step (ours); the venue's own words for a refusal. */
export function orderFailureText(context: Pick<OrderFlowContext, 'failure' | 'rejectionMessage'>): string | null {
  if (context.failure === null) return null;
  if (isThrottled(context.failure.error)) return throttledText;
  switch (failureKind(context.failure.error)) {
    case 'rejected':
      return context.rejectionMessage ?? 'The venue refused this order.';
    case 'temporary':
      return 'We could not reach the venue. Nothing you typed is lost: please try again.';
    case 'unreadable':
      return 'The venue answered in a way we could not read. Please send it again: it never makes a second order.';
  }
}
