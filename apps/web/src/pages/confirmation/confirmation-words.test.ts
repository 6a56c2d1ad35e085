import { describe, expect, it } from 'vitest';
import { payableOrderTypes } from '@venue/core/payment/payable-order-types';
import * as m from '~messages/confirmation';
import { mailedWords } from './confirmation-words';

describe('where the confirmation says the mail went', () => {
  it('names what was sent, per kind, around the address it is given', () => {
    const said = (words: (string | number)[]) => words.join('');
    expect(said(mailedWords.tickets('d…@example.com'))).toBe('We sent your tickets to d…@example.com.');
    expect(said(mailedWords['gift-cards']('d…@example.com'))).toBe('We sent your gift card receipt to d…@example.com.');
    expect(said(mailedWords.reservations('d…@example.com'))).toBe('We sent your reservation to d…@example.com.');
    // The address stays one piece, for the page to isolate it (<bdi>).
    for (const type of payableOrderTypes) expect(mailedWords[type](0).filter((part) => part === 0)).toHaveLength(1);
  });

  it('says where a gift card goes', () => {
    expect(m.giftCardGoesTo('Rory Friend', 'rory@example.com').join('')).toBe('The gift card goes to Rory Friend at rory@example.com.');
  });
});
