import { describe, expect, it } from 'vitest';
import { pendingOrder } from '../testing/controlled-payment';
import { confirmationRequestFrom, confirmationView, invoiceFileOf } from './confirmation';

describe('the confirmation page', () => {
  it('reads the type and, for an order type, the order to show', () => {
    expect(confirmationRequestFrom({ type: 'bottles', orderId: ' o-1 ' })).toEqual({
      type: 'bottles',
      order: { orderType: 'bottles', orderId: 'o-1', orderSecret: null },
    });
    expect(confirmationRequestFrom({ type: 'tickets', orderId: 't-1', secret: 'S3cret' }).order).toEqual({
      orderType: 'tickets',
      orderId: 't-1',
      orderSecret: 'S3cret',
    });
    expect(confirmationRequestFrom({ type: 'talent', orderId: 'o-1' })).toEqual({ type: 'talent', order: null });
    expect(confirmationRequestFrom({ type: 'tickets' })).toEqual({ type: 'tickets', order: null });
    expect(confirmationRequestFrom({ type: 'Bottles', orderId: 'o-1' })).toEqual({ type: null, order: null });
    expect(confirmationRequestFrom({})).toEqual({ type: null, order: null });
  });

  it('claims nothing about what happened without a type', () => {
    expect(confirmationView({ type: null, order: null }, undefined)).toEqual({
      kind: 'done',
      text: 'generic',
      order: null,
      figures: null,
      invoiceHref: null,
    });
  });

  it('shows a paid order with its figures and the invoice in the PDF viewer', () => {
    const order = pendingOrder({ status: 'Paid', invoice: 'invoices/pdf/inv-abc_1.pdf' });
    const view = confirmationView(confirmationRequestFrom({ type: 'bottles', orderId: 'order-1' }), order);
    expect(view).toMatchObject({
      kind: 'done',
      text: 'bottles',
      order,
      figures: { dueNow: 4000, atVenue: 8000 },
      invoiceHref: '/view/inv-abc_1.pdf',
    });
  });

  it("carries the buyer's order secret to the invoice viewer and back to the payment", () => {
    const paid = pendingOrder({ status: 'Paid', invoice: 'invoices/pdf/inv-abc_1.pdf' });
    const request = confirmationRequestFrom({ type: 'tickets', orderId: 't-1', secret: 'S3cret' });
    expect(confirmationView(request, paid)).toMatchObject({ invoiceHref: '/view/inv-abc_1.pdf?secret=S3cret' });
    expect(confirmationView(request, pendingOrder({ orderId: 't-1' }))).toMatchObject({ payHref: '/payment/tickets/t-1?secret=S3cret' });
  });

  it('sends an unpaid order back to its payment, and says when an order is unknown or cancelled', () => {
    const request = confirmationRequestFrom({ type: 'gift-cards', orderId: 'g 1' });
    expect(confirmationView(request, pendingOrder({ orderId: 'g 1' }))).toMatchObject({
      kind: 'unpaid',
      payHref: '/payment/gift-cards/g%201',
    });
    expect(confirmationView(request, null)).toEqual({ kind: 'unknownOrder', text: 'unknownOrder' });
    expect(confirmationView(request, pendingOrder({ status: 'Cancelled' }))).toMatchObject({ kind: 'cancelled', text: 'cancelled' });
    // A reservation has no price: its words, its number, no invoice.
    const reservation = confirmationView(
      confirmationRequestFrom({ type: 'reservations', orderId: 'r-1' }),
      pendingOrder({ total: null, amountDue: null, status: 'Confirmed' }),
    );
    expect(reservation).toMatchObject({ kind: 'done', text: 'reservations', figures: null, invoiceHref: null });
    // One still waiting for its second step is not thanked for: it says it is not reserved yet.
    const waiting = confirmationView(
      confirmationRequestFrom({ type: 'reservations', orderId: 'r-1' }),
      pendingOrder({ total: null, amountDue: null, status: 'Pending' }),
    );
    expect(waiting).toMatchObject({ kind: 'done', text: 'pendingReservation' });
    // Free tickets: confirmed with nothing due, so no payment row.
    const free = confirmationView(
      confirmationRequestFrom({ type: 'tickets', orderId: 't-1' }),
      pendingOrder({ total: 0 as never, amountDue: 0 as never, status: 'Confirmed' }),
    );
    expect(free).toMatchObject({ kind: 'done', text: 'tickets', figures: null });
  });

  it('takes the invoice file from its path', () => {
    expect(invoiceFileOf('invoices/pdf/inv-x.pdf')).toBe('inv-x.pdf');
    expect(invoiceFileOf(null)).toBeNull();
    expect(invoiceFileOf('invoices/pdf/')).toBeNull();
  });
});
