import { describe, expect, it } from 'vitest';
import { confirmationNote } from '../payment/confirmation-note';
import { giftCardRecipientOf } from './gift-card-recipient';
import { confirmedOrderPath, orderFlowExit } from './order-flow-exit';

describe('after an order flow', () => {
  it('goes to the payment while something is due, else to the confirmation', () => {
    expect(confirmedOrderPath('gift-cards', 'gift-1', { total: 6000 })).toBe('/payment/gift-cards/gift-1');
    expect(confirmedOrderPath('tickets', 'ticket 1', { total: 0 })).toBe('/confirmation?type=tickets&orderId=ticket%201');
    expect(confirmedOrderPath('reservations', 'r-1', { total: null })).toBe('/confirmation?type=reservations&orderId=r-1');
  });

  it("carries the buyer's order secret on to the payment and the confirmation", () => {
    expect(confirmedOrderPath('tickets', 't-1', { total: 6000 }, 'S3cret')).toBe('/payment/tickets/t-1?secret=S3cret');
    expect(confirmedOrderPath('tickets', 't-1', { total: 0 }, 'S3cret')).toBe('/confirmation?type=tickets&orderId=t-1&secret=S3cret');
  });

  it('leaves only once the flow is done', () => {
    const context = {
      kind: 'gift-cards' as const,
      order: { orderId: 'gift-1', status: 'Confirmed', total: 6000 },
      confirmation: { orderId: 'gift-1' },
      orderSecret: null,
    };
    expect(orderFlowExit({ status: 'active', context })).toBeNull();
    expect(orderFlowExit({ status: 'done', context })).toBe('/payment/gift-cards/gift-1');
  });
});

describe('where a gift card goes', () => {
  it('names the recipient from the stored order, and nothing when the order names none', () => {
    expect(giftCardRecipientOf({ amount: 60, recipientName: ' Rory Friend ', recipientEmail: 'rory@example.com ' })).toEqual({
      name: 'Rory Friend',
      email: 'rory@example.com',
    });
    expect(giftCardRecipientOf({ items: [] })).toBeNull();
    expect(giftCardRecipientOf({ recipientName: ' ', recipientEmail: 'rory@example.com' })).toBeNull();
    expect(giftCardRecipientOf(null)).toBeNull();
  });
});

describe('the confirmation note', () => {
  it('says where a gift card goes, and nothing for other kinds', () => {
    const details = { recipientName: 'Rory Friend', recipientEmail: 'rory@example.com' };
    expect(confirmationNote('gift-cards', details)).toEqual({ name: 'Rory Friend', email: 'rory@example.com' });
    expect(confirmationNote('tickets', details)).toBeNull();
    expect(confirmationNote(null, details)).toBeNull();
  });
});
