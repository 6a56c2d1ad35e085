// The new-ticket-order payload (docs/product.md#tickets) from the checkout: the cart's lines, the
// guest's details (phone in international format), the promoter code only once the venue validated
// it, the mailing-list choice and the device. Prices never travel: the venue prices every line.
import type { TicketType } from '../content/ticket-type.schema';
import type { PhonePort } from '../ports/phone.port';
import type { TicketOrderPayload } from '../orders/ticket-order.schema';
import type { ClientInfo } from '../bottles/bottle-order-payload';
import { ticketSelections, type TicketCart } from './ticket-cart';
import type { TicketCheckoutForm } from './ticket-checkout-form';

export interface TicketPayloadInput {
  readonly cart: TicketCart;
  readonly types: readonly TicketType[];
  readonly form: TicketCheckoutForm;
  /** The code the venue validated, or null: an unvalidated code is never sent (the venue would refuse it). */
  readonly promoterCode: string | null;
  readonly client: ClientInfo;
  readonly phone: PhonePort;
}

export function buildTicketOrderPayload({ cart, types, form, promoterCode, client, phone }: TicketPayloadInput): TicketOrderPayload {
  const clientPhoneNumber = phone.toInternational(form.clientPhoneNumber);
  if (clientPhoneNumber === null) throw new Error('ticketCheckout: a payload built from an invalid phone number');
  return {
    eventId: cart.eventId,
    tickets: ticketSelections(cart, types),
    clientName: form.clientName.trim(),
    clientEmail: form.clientEmail.trim(),
    clientPhoneNumber,
    ...(promoterCode === null ? {} : { promoterIGname: promoterCode }),
    mailingListSubscribe: form.mailingListSubscribe,
    userAgent: client.userAgent,
    ...(client.ip === '' ? {} : { ip: client.ip }),
  };
}
