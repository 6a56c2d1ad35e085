import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import { giftCardAmountOf, validateGiftCardForm, type GiftCardFormValues } from './gift-card-form';
import { GIFT_CARD_MAX, GIFT_CARD_MIN, GiftCardPayload } from './gift-card.schema';

const valid: GiftCardFormValues = {
  amount: '60',
  senderName: 'Dana Guest ',
  senderEmail: 'dana@example.com',
  recipientName: 'Rory Friend',
  recipientEmail: ' rory@example.com',
  message: '  Happy birthday!  ',
};

describe('gift card form', () => {
  it('gives the submit-gift-card payload, with the device when known and no empty message', () => {
    expect(validateGiftCardForm(valid, { userAgent: 'PC', ip: '' })).toEqual({
      ok: true,
      value: {
        amount: 60,
        senderName: 'Dana Guest',
        senderEmail: 'dana@example.com',
        recipientName: 'Rory Friend',
        recipientEmail: 'rory@example.com',
        message: 'Happy birthday!',
        userAgent: 'PC',
      },
    });
    const noMessage = validateGiftCardForm({ ...valid, message: ' ' });
    expect(noMessage.ok && 'message' in noMessage.value).toBe(false);
  });

  it('takes whole amounts in the venue range only', () => {
    expect(giftCardAmountOf(String(GIFT_CARD_MIN))).toBe(GIFT_CARD_MIN);
    expect(giftCardAmountOf(` ${GIFT_CARD_MAX} `)).toBe(GIFT_CARD_MAX);
    for (const typed of ['9', '1001', '50.5', '-20', '1e2', '', 'fifty']) expect(giftCardAmountOf(typed)).toBeNull();
  });

  it('names every invalid field in form order', () => {
    const result = validateGiftCardForm({
      amount: '5',
      senderName: 'Dan',
      senderEmail: 'x',
      recipientName: '',
      recipientEmail: 'a@b',
      message: '',
    });
    expect(result).toEqual({
      ok: false,
      error: [
        { field: 'amount', placeholder: 'Amount', reason: 'out-of-range' },
        { field: 'senderName', placeholder: 'Your Name', reason: 'too-short' },
        { field: 'senderEmail', placeholder: 'Your Email', reason: 'invalid-email' },
        { field: 'recipientName', placeholder: 'Recipient Name', reason: 'required' },
        { field: 'recipientEmail', placeholder: 'Recipient Email', reason: 'invalid-email' },
      ],
    });
    expect(validateGiftCardForm({ ...valid, amount: '', message: 'x'.repeat(1001) })).toMatchObject({
      ok: false,
      error: [
        { field: 'amount', reason: 'required' },
        { field: 'message', reason: 'out-of-range' },
      ],
    });
  });

  it('property: an accepted form always decodes with the payload schema the venue checks', () => {
    const decode = decodeWith(GiftCardPayload, 'POST submit-gift-card');
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -50, max: 2000 }).map(String), fc.string({ maxLength: 6 })),
        fc.string({ maxLength: 40 }),
        (amount, message) => {
          const result = validateGiftCardForm({ ...valid, amount, message });
          if (result.ok) {
            expect(decode(result.value)).toEqual({ ok: true, value: result.value });
            expect(result.value.amount).toBeGreaterThanOrEqual(GIFT_CARD_MIN);
            expect(result.value.amount).toBeLessThanOrEqual(GIFT_CARD_MAX);
          } else expect(result.error.map((e) => e.field)).toEqual(['amount']);
        },
      ),
    );
  });
});
