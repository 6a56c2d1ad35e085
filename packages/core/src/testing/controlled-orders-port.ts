// A test double of the venue backend for order flows: every call waits until the test decides its outcome,
// and the in-memory "server" honours idempotency keys the way the real one must. Used by the machine,
// model-based and property tests; never by the app.
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';
import type { OrderKind, OrderPayload, OrdersPort } from '../orders/orders.port';

export type CallOutcome = 'ok' | 'network' | 'server-error' | 'rejected' | 'unreadable';
export const callOutcomes: readonly CallOutcome[] = ['ok', 'network', 'server-error', 'rejected', 'unreadable'];
export type OrdersMethod = keyof OrdersPort;

export interface RecordedCall {
  readonly method: OrdersMethod;
  readonly args: readonly unknown[];
  outcome: CallOutcome | null;
}

interface PendingCall {
  readonly call: RecordedCall;
  readonly settle: (outcome: CallOutcome) => void;
}

export const outcomeError = (outcome: Exclude<CallOutcome, 'ok'>, source: string): ApiError => {
  switch (outcome) {
    case 'network':
      return { _tag: 'NetworkError', message: 'Failed to fetch' };
    case 'server-error':
      return { _tag: 'HttpError', status: 503, message: 'Service Unavailable' };
    case 'rejected':
      return { _tag: 'HttpError', status: 422, message: 'These tickets are sold out.' };
    case 'unreadable':
      return { _tag: 'DecodeError', source, path: 'data.orderId', message: 'Expected string, got undefined' };
  }
};

export function outcomeOf(result: Result<unknown, ApiError>): CallOutcome {
  if (result.ok) return 'ok';
  switch (result.error._tag) {
    case 'NetworkError':
      return 'network';
    case 'DecodeError':
      return 'unreadable';
    case 'HttpError':
      return result.error.status >= 500 ? 'server-error' : 'rejected';
  }
}

export class ControlledOrdersPort implements OrdersPort {
  readonly calls: RecordedCall[] = [];
  /** Orders the server holds, by idempotency key. */
  readonly ordersByKey = new Map<string, { readonly orderId: string; readonly payload: OrderPayload }>();
  private readonly pending: PendingCall[] = [];

  get pendingMethods(): readonly OrdersMethod[] {
    return this.pending.map((p) => p.call.method);
  }

  /** What each group check said of the guest's device, in order: [userAgent, ip]. */
  get devicesChecked(): readonly (readonly [string | undefined, string | undefined])[] {
    return this.calls
      .filter((call) => call.method === 'checkGroup')
      .map((call) => call.args[1] as { readonly userAgent?: string; readonly ip?: string })
      .map((payload) => [payload.userAgent, payload.ip] as const);
  }

  /** Settles the oldest call still waiting; false when none waits. */
  settleNext(outcome: CallOutcome, method?: OrdersMethod): boolean {
    const index = method === undefined ? 0 : this.pending.findIndex((p) => p.call.method === method);
    const next = index >= 0 ? this.pending.splice(index, 1)[0] : undefined;
    if (next === undefined) return false;
    next.settle(outcome);
    return true;
  }

  checkGroup(kind: OrderKind, payload: OrderPayload) {
    return this.wait('checkGroup', [kind, payload], () => ({ total: 5000 }));
  }

  createOrder(kind: OrderKind, payload: OrderPayload, idempotencyKey: string) {
    return this.wait('createOrder', [kind, payload, idempotencyKey], () => this.orderFor(idempotencyKey, payload), {
      // A key that already holds an order is answered with that order, as the real server replays it.
      actual: (outcome) => (outcome === 'rejected' && this.ordersByKey.has(idempotencyKey) ? 'ok' : outcome),
      // Worst case: the server did create the order and only the answer went wrong.
      onFailure: (outcome) => {
        if (outcome !== 'rejected') this.orderFor(idempotencyKey, payload);
      },
    });
  }

  fetchOrder(kind: OrderKind, orderId: string) {
    return this.wait('fetchOrder', [kind, orderId], () => ({ orderId, status: 'Pending', total: 5000 }));
  }

  confirmOrder(kind: OrderKind, orderId: string) {
    return this.wait('confirmOrder', [kind, orderId], () => ({ orderId }));
  }

  private orderFor(key: string, payload: OrderPayload): { orderId: string } {
    const existing = this.ordersByKey.get(key);
    if (existing !== undefined) return { orderId: existing.orderId };
    const orderId = `order-${this.ordersByKey.size + 1}`;
    this.ordersByKey.set(key, { orderId, payload });
    return { orderId };
  }

  private wait<T>(
    method: OrdersMethod,
    args: readonly unknown[],
    value: () => T,
    server: { readonly actual?: (outcome: CallOutcome) => CallOutcome; readonly onFailure?: (outcome: CallOutcome) => void } = {},
  ): Promise<Result<T, ApiError>> {
    const call: RecordedCall = { method, args, outcome: null };
    this.calls.push(call);
    return new Promise((resolve) => {
      this.pending.push({
        call,
        settle: (requested) => {
          const outcome = server.actual?.(requested) ?? requested;
          call.outcome = outcome;
          if (outcome === 'ok') return resolve(ok(value()));
          server.onFailure?.(outcome);
          resolve(err(outcomeError(outcome, method)));
        },
      });
    });
  }
}
