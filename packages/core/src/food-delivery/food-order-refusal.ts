// How the food page reads the order flow's state (docs/product.md#food-delivery): a snapshot of core's
// order-flow machine becomes one report event for the page's machine, and a refusal naming one of the
// order's items (422 `items[i].itemId`: no longer offered for delivery, or gone from the menu) is told
// apart from other refusals, so that item can be reported and taken out while the rest of the cart stays.
import type { SnapshotFrom } from 'xstate';
import type { FailureKind } from '../orders/failure-kind';
import type { OrderFailure, orderFlowMachine, OrderStep } from '../orders/order-flow.machine';
import type { ApiError } from '../shared/api-error';
import { shortWaitOf, type ShortWait } from '../shared/short-wait';

export interface FlowFailure {
  readonly step: OrderStep;
  readonly kind: FailureKind;
  /** The venue's message for a refusal; null for other failures. */
  readonly message: string | null;
  /** The venue asks to wait a moment (asked too often, or briefly unavailable); null for other failures. */
  readonly wait: ShortWait | null;
  /** The item the venue refused, when the refusal names one. */
  readonly refusedItemId: string | null;
}

export type FlowReport =
  | { readonly type: 'flow.reviewing'; readonly orderId: string }
  /** The flow reached its final state (its done event, not a snapshot). */
  | { readonly type: 'flow.confirmed' }
  | { readonly type: 'flow.failed'; readonly failure: FlowFailure };

const itemField = /^items\[(\d+)\]\.itemId$/;

/** The id of the item a refusal names (`field: "items[1].itemId"`), looked up in the items that were sent. */
export function refusedItemId(error: ApiError, sentItems: readonly { readonly itemId: string }[]): string | null {
  if (error._tag !== 'HttpError' || (error.status !== 409 && error.status !== 422)) return null;
  const body = error.body as { readonly error?: { readonly field?: unknown } } | null | undefined;
  const field = body?.error?.field;
  const index = typeof field === 'string' ? itemField.exec(field)?.[1] : undefined;
  return index === undefined ? null : (sentItems[Number(index)]?.itemId ?? null);
}

const sentItemsOf = (payload: unknown): readonly { readonly itemId: string }[] => {
  const items = (payload as { readonly items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as { readonly itemId: string }[]) : [];
};

export function flowFailure(failure: OrderFailure, payload: unknown): FlowFailure {
  const refusable = failure.kind === 'rejected' && (failure.step === 'check' || failure.step === 'create');
  return {
    step: failure.step,
    kind: failure.kind,
    message: failure.kind === 'rejected' ? failure.error.message : null,
    wait: shortWaitOf(failure.error),
    refusedItemId: refusable ? refusedItemId(failure.error, sentItemsOf(payload)) : null,
  };
}

/** The report of an order-flow snapshot the page acts on, or null while nothing needs the page. */
export function orderFlowReport(snapshot: SnapshotFrom<typeof orderFlowMachine>): FlowReport | null {
  const { context } = snapshot;
  if (snapshot.matches('reviewing') && context.orderId !== null) return { type: 'flow.reviewing', orderId: context.orderId };
  if (snapshot.hasTag('error') && context.failure !== null)
    return { type: 'flow.failed', failure: flowFailure(context.failure, context.payload) };
  return null;
}
