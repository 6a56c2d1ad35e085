// What a form's submit means at each point of an order flow (docs/product.md#order-flows), so a page sends
// one button's press as the events the flow expects: a retry after a lost answer, a fresh try after a
// refusal or an unreadable answer, nothing while a step runs (a double click places one order).
import type { OrderFlowEvent, OrderFlowContext } from './order-flow.machine';
import type { OrderPayload } from './orders.port';
import { failureKind } from './failure-kind';
import { shortWaitOf, type ShortWait } from '../shared/short-wait';

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

/** What went wrong in a failed step, for the site to word (the venue's own words for a refusal). */
export type OrderFailure =
  /** Wait a moment and retry (the same attempt): asked too often, or the venue briefly unavailable. */
  | { readonly kind: ShortWait }
  | { readonly kind: 'rejected'; readonly said: string | null }
  | { readonly kind: 'temporary' }
  | { readonly kind: 'unreadable' };

export function orderFailure(context: Pick<OrderFlowContext, 'failure' | 'rejectionMessage'>): OrderFailure | null {
  if (context.failure === null) return null;
  const wait = shortWaitOf(context.failure.error);
  if (wait !== null) return { kind: wait };
  const kind = failureKind(context.failure.error);
  return kind === 'rejected' ? { kind, said: context.rejectionMessage ?? null } : { kind };
}
