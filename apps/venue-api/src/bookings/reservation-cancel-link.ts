// The cancel link of a reservation's mails (docs/decisions.md#reservation-cancel-links): a key the venue signs for
// cancelling that one reservation, so a mail can cancel without carrying the order secret, which opens the table's
// code and the invoice's code pages. It never expires: the venue's cut-off decides until when it works.
import type { SignedLinks } from '../mail/signed-links';

const PURPOSE = 'reservation-cancel';

export const cancelLinkKey = (links: SignedLinks, reservationId: string): string => links.sign(PURPOSE, reservationId, null);

/** Whether `key` is a cancel link the venue signed for this reservation. */
export function opensReservation(links: SignedLinks, key: string, reservationId: string, now: Date): boolean {
  const check = links.verify(PURPOSE, key, now);
  return typeof check === 'object' && check.subject === reservationId;
}
