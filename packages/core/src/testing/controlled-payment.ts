// Test doubles of the payment page's outside world: every call waits until the test settles it.
// ScriptedPaymentCalls answers exactly what a test dictates (model-based paths); PaymentVenue is a
// pretend venue with Stripe's behaviour, which charges the card once per new idempotency key and
// replays the first answer for a key it has charged, so tests can count real charges. Never used by the app.
import type { Minor } from '../money/minor-units';
import type { PayableOrderType } from '../payment/payment-request.schema';
import type {
  OrderLookupPort,
  PayableOrder,
  PaymentAttempt,
  PaymentFailure,
  PaymentMode,
  PaymentPort,
  PaymentReceipt,
} from '../payment/payment.port';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';

export type PaymentCallName = 'lookUp' | 'prepare' | 'pay';

interface Pending {
  readonly name: PaymentCallName;
  readonly input: unknown;
  readonly resolve: (value: Result<unknown, PaymentFailure>) => void;
}

/** An order with a price and nothing paid yet: $120.00, $40.00 due now (a deposit). */
export function pendingOrder(overrides: Partial<PayableOrder> = {}): PayableOrder {
  return {
    orderId: 'order-1',
    kind: 'bottles',
    status: 'Pending',
    lines: [{ itemId: 'b-1', name: 'Grey Goose', quantity: 1, unitPrice: 12000 as Minor, lineTotal: 12000 as Minor }],
    subTotal: 12000 as Minor,
    tax: 0 as Minor,
    serviceCharge: 0 as Minor,
    discount: 0 as Minor,
    total: 12000 as Minor,
    amountDue: 4000 as Minor,
    details: {},
    createdAt: '2030-06-15T18:00:00.000Z',
    paidAt: null,
    invoice: null,
    ...overrides,
  };
}

/** Calls that wait for the test to answer them with a given result. */
export class ScriptedPaymentCalls implements OrderLookupPort, PaymentPort {
  readonly calls: { readonly name: PaymentCallName; readonly input: unknown }[] = [];
  private readonly pending: Pending[] = [];

  constructor(readonly mode: PaymentMode = 'test') {}

  get pendingNames(): readonly PaymentCallName[] {
    return this.pending.map((p) => p.name);
  }

  private wait<T>(name: PaymentCallName, input: unknown): Promise<Result<T, PaymentFailure>> {
    this.calls.push({ name, input });
    return new Promise((resolve) => this.pending.push({ name, input, resolve: resolve as Pending['resolve'] }));
  }

  lookUp(orderType: PayableOrderType, orderId: string): Promise<Result<PayableOrder, ApiError>> {
    return this.wait('lookUp', { orderType, orderId }) as Promise<Result<PayableOrder, ApiError>>;
  }

  prepare(): Promise<Result<void, PaymentFailure>> {
    return this.wait('prepare', null);
  }

  pay(attempt: PaymentAttempt): Promise<Result<PaymentReceipt, PaymentFailure>> {
    return this.wait('pay', attempt);
  }

  /** Answers the oldest waiting call, which must be `name`. */
  answer(name: PaymentCallName, result: Result<unknown, PaymentFailure>): void {
    const next = this.pending.shift();
    if (!next || next.name !== name) throw new Error(`expected a waiting ${name} call, found ${next?.name ?? 'none'}`);
    next.resolve(result);
  }
}

/** How the pretend venue handles the next payment request. */
export type PayOutcome =
  | 'charged'
  | 'charged-answer-lost'
  | 'charged-unreadable'
  | 'declined'
  | 'card-error'
  | 'network'
  | 'timeout'
  | 'server-error'
  | 'stripe-unavailable';
export const payOutcomes: readonly PayOutcome[] = [
  'charged',
  'charged-answer-lost',
  'charged-unreadable',
  'declined',
  'card-error',
  'network',
  'timeout',
  'server-error',
  'stripe-unavailable',
];

export const declined: PaymentFailure = {
  _tag: 'HttpError',
  status: 402,
  message: 'Your card was declined.',
  body: { error: { code: 'card_declined', message: 'Your card was declined.' } },
};

/**
 * A venue that behaves like Stripe behind the backend: a new key charges the card (when the outcome
 * says so), a key that charged before always answers that charge again, whatever the outcome asked.
 * It deliberately does not refuse a second key once paid, so only the machine's key rule keeps a
 * guest from being charged twice.
 */
export class PaymentVenue implements OrderLookupPort, PaymentPort {
  readonly mode: PaymentMode = 'test';
  /** Every charge taken, in order, with its key. */
  readonly charges: { readonly key: string; readonly paymentId: string }[] = [];
  readonly requests: PaymentAttempt[] = [];
  /** Every answer given, with the key it answered. */
  readonly answers: { readonly key: string; readonly result: Result<PaymentReceipt, PaymentFailure> }[] = [];
  private readonly waiting: { readonly attempt: PaymentAttempt; readonly resolve: (r: Result<PaymentReceipt, PaymentFailure>) => void }[] =
    [];

  constructor(private readonly order: PayableOrder = pendingOrder()) {}

  get waitingPayments(): number {
    return this.waiting.length;
  }

  lookUp(): Promise<Result<PayableOrder, ApiError>> {
    const paid = this.charges.length > 0;
    return Promise.resolve(ok(paid ? { ...this.order, status: 'Paid', invoice: 'invoices/pdf/inv-test.pdf' } : this.order));
  }

  prepare(): Promise<Result<void, PaymentFailure>> {
    return Promise.resolve(ok(undefined));
  }

  pay(attempt: PaymentAttempt): Promise<Result<PaymentReceipt, PaymentFailure>> {
    this.requests.push(attempt);
    return new Promise((resolve) => this.waiting.push({ attempt, resolve }));
  }

  /** Settles the oldest waiting payment; false when none waits. */
  settleNext(outcome: PayOutcome): boolean {
    const next = this.waiting.shift();
    if (!next) return false;
    const key = next.attempt.idempotencyKey;
    const earlier = this.charges.find((c) => c.key === key);
    if (earlier) {
      this.reply(next, ok({ mode: 'test', paymentId: earlier.paymentId }));
      return true;
    }
    const charge = () => {
      const paymentId = `pay-${this.charges.length + 1}`;
      this.charges.push({ key, paymentId });
      return paymentId;
    };
    this.reply(next, this.answer(outcome, charge));
    return true;
  }

  private reply(call: (typeof this.waiting)[number], result: Result<PaymentReceipt, PaymentFailure>): void {
    this.answers.push({ key: call.attempt.idempotencyKey, result });
    call.resolve(result);
  }

  private answer(outcome: PayOutcome, charge: () => string): Result<PaymentReceipt, PaymentFailure> {
    switch (outcome) {
      case 'charged':
        return ok({ mode: 'test', paymentId: charge() });
      case 'charged-answer-lost':
        charge();
        return err({ _tag: 'NetworkError', message: 'Failed to fetch' });
      case 'charged-unreadable':
        charge();
        return err({ _tag: 'DecodeError', source: 'POST make-test-payment', path: 'data.status', message: 'Expected "succeeded"' });
      case 'declined':
        return err(declined);
      case 'card-error':
        return err({ _tag: 'CardError', message: 'Your card number is incomplete.', code: 'incomplete_number' });
      case 'network':
        return err({ _tag: 'NetworkError', message: 'Failed to fetch' });
      case 'timeout':
        return err({ _tag: 'HttpError', status: 408, message: 'Request Timeout' });
      case 'server-error':
        return err({ _tag: 'HttpError', status: 502, message: 'Bad Gateway' });
      case 'stripe-unavailable':
        return err({ _tag: 'StripeUnavailable', message: 'Stripe.js could not load.' });
    }
  }
}
