// The mails of a ticket order (docs/product.md#mail): the buyer's when the order is paid (every guest's code, the
// invoice, the event's calendar entry), and one to each other guest the buyer named, with that guest's code only
// and the event's calendar entry.
import type { MailOrder } from './mail-order';
import type { MailAttachmentKind, MailRequest } from './mail-request';
import { aboutOrder, addressIn, mailTo } from './mail-recipients';

/** The buyer's mail of a paid (or free and confirmed) ticket order, with every guest's code; none without a usable address. */
export function mailsForPaidTickets(order: MailOrder, attachments: readonly MailAttachmentKind[]): MailRequest[] {
  const buyer = addressIn(order.payload, 'clientEmail');
  return buyer === undefined ? [] : [mailTo('ticket-order-paid', buyer, aboutOrder(order.id), { attachments })];
}

/** A guest code just issued to a guest the buyer named, with the address typed for that guest. */
export interface NamedGuestCode {
  readonly codeId: string;
  /** The guest's own address from the other-guests page; undefined or blank when none was typed. */
  readonly email: string | undefined;
}

/**
 * One mail per newly issued code of a named guest, to that guest alone and about that code alone, so a friend's
 * mail never shows another guest's code. A renamed guest gets a new code, hence a new mail; a retry issues no code.
 */
export function mailsForGuestCodes(codes: readonly NamedGuestCode[]): MailRequest[] {
  return codes.flatMap((code) => {
    const to = addressIn({ email: code.email }, 'email');
    return to === undefined
      ? []
      : [mailTo('ticket-guest-code', to, { type: 'guest-code', id: code.codeId }, { attachments: ['calendar'] })];
  });
}
