import { describe, expect, it } from 'vitest';
import { ok } from '@venue/core/shared/result';
import { cardFormMissing, paymentPortFrom } from './payment-port';
import type { CardDetails, Payment, PaymentOrder, StripeLike } from './stripe.payment';

const attempt = { orderType: 'bottles' as const, orderId: 'o-1', idempotencyKey: 'seed-1' };
const receipt = { mode: 'stripe' as const, paymentId: 'pi_1' };

describe('the payment port of the payment page', () => {
  it('passes test payments through, test card included, with nothing to prepare', async () => {
    const sent: PaymentOrder[] = [];
    const port = paymentPortFrom(
      { mode: 'test', pay: async (order) => (sent.push(order), ok({ mode: 'test', paymentId: 't' })) },
      () => null,
    );
    expect(port.mode).toBe('test');
    expect(await port.prepare()).toEqual({ ok: true, value: undefined });
    await port.pay({ ...attempt, testCardNumber: '4000000000000002' });
    expect(sent).toEqual([{ ...attempt, testCardNumber: '4000000000000002' }]);
  });

  it('prepares by loading Stripe.js and pays with the card element read when paying', async () => {
    const paid: [PaymentOrder, CardDetails][] = [];
    let element: CardDetails | null = null;
    const stripe: Payment<StripeLike> = {
      mode: 'stripe',
      load: async () => ok({} as StripeLike),
      pay: async (order, card) => (paid.push([order, card]), ok(receipt)),
    };
    const port = paymentPortFrom(stripe, () => element);
    expect(await port.prepare()).toEqual({ ok: true, value: undefined });
    expect(await port.pay(attempt)).toEqual({ ok: false, error: { _tag: 'CardError', message: cardFormMissing } });
    element = { card: { token: 'tok_visa' } };
    expect(await port.pay({ ...attempt, testCardNumber: '4242424242424242' })).toEqual({ ok: true, value: receipt });
    expect(paid).toEqual([[attempt, element]]);
  });

  it('reports a Stripe.js that cannot load', async () => {
    const port = paymentPortFrom<StripeLike>(
      {
        mode: 'stripe',
        load: async () => ({ ok: false, error: { _tag: 'StripeUnavailable', message: 'blocked' } }),
        pay: async () => ok(receipt),
      },
      () => null,
    );
    expect(await port.prepare()).toEqual({ ok: false, error: { _tag: 'StripeUnavailable', message: 'blocked' } });
  });
});
