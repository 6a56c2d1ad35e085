import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import { DEFAULT_GIFT_CARD_AMOUNTS as amounts } from './gift-card-amounts';
import { GiftCardAmounts } from './gift-card-amounts.schema';
import { giftCardAmountOf, validateGiftCardForm, type GiftCardFormValues } from './gift-card-form';
import { GiftCardPayload } from './gift-card.schema';

/** A yen venue's cards: thousands of yen. */
const yenAmounts = { min: 1000, max: 100_000, suggested: [3000, 5000, 10_000, 20_000] };

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
    expect(validateGiftCardForm(valid, amounts, { userAgent: 'PC', ip: '' })).toEqual({
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
    const noMessage = validateGiftCardForm({ ...valid, message: ' ' }, amounts);
    expect(noMessage.ok && 'message' in noMessage.value).toBe(false);
  });

  it('takes whole amounts in the venue range only, ours or its own', () => {
    expect(giftCardAmountOf('10', amounts)).toBe(10);
    expect(giftCardAmountOf(' 1000 ', amounts)).toBe(1000);
    for (const typed of ['9', '1001', '50.5', '-20', '1e2', '', 'fifty']) expect(giftCardAmountOf(typed, amounts)).toBeNull();
    expect(giftCardAmountOf('5000', yenAmounts)).toBe(5000);
    for (const typed of ['10', '999', '100001']) expect(giftCardAmountOf(typed, yenAmounts)).toBeNull();
  });

  it('names every invalid field in form order', () => {
    const result = validateGiftCardForm(
      {
        amount: '5',
        senderName: 'Dan',
        senderEmail: 'x',
        recipientName: '',
        recipientEmail: 'a@b',
        message: '',
      },
      amounts,
    );
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
    expect(validateGiftCardForm({ ...valid, amount: '', message: 'x'.repeat(1001) }, amounts)).toMatchObject({
      ok: false,
      error: [
        { field: 'amount', reason: 'required' },
        { field: 'message', reason: 'out-of-range' },
      ],
    });
  });

  it('property: an accepted form always decodes with the payload schema the venue checks, its amount in the range', () => {
    const decode = decodeWith(GiftCardPayload, 'POST submit-gift-card');
    const range = fc
      .tuple(fc.integer({ min: 1, max: 9_999_999 }), fc.integer({ min: 1, max: 9_999_999 }))
      .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b), suggested: [] }));
    fc.assert(
      fc.property(
        range,
        fc.oneof(fc.integer({ min: -50, max: 10_000_000 }).map(String), fc.string({ maxLength: 6 })),
        fc.string({ maxLength: 40 }),
        (venue, amount, message) => {
          const result = validateGiftCardForm({ ...valid, amount, message }, venue);
          if (result.ok) {
            expect(decode(result.value)).toEqual({ ok: true, value: result.value });
            expect(result.value.amount).toBeGreaterThanOrEqual(venue.min);
            expect(result.value.amount).toBeLessThanOrEqual(venue.max);
          } else expect(result.error.map((e) => e.field)).toEqual(['amount']);
        },
      ),
    );
  });

  it("reads a venue's own amounts, and refuses a range upside down or a suggestion outside it", () => {
    const decode = decodeWith(GiftCardAmounts, 'giftCardAmounts');
    expect(decode(yenAmounts)).toEqual({ ok: true, value: yenAmounts });
    expect(decode(amounts)).toEqual({ ok: true, value: amounts });
    for (const odd of [
      { min: 100, max: 10, suggested: [] },
      { min: 10, max: 100, suggested: [5] },
      { min: 10, max: 100, suggested: [50, 50] },
      { min: 0, max: 100, suggested: [] },
      { min: 10, max: 10_000_000, suggested: [] },
      { min: 10.5, max: 100, suggested: [] },
    ])
      expect(decode(odd).ok).toBe(false);
  });
});
