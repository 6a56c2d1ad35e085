// The words of cancelling a table reservation (docs/product.md#reservations-and-venue-booking; ours: the product
// brief has no cancel for reservations). The server's refusal after the cut-off uses the same sentence.
import type { ReservationPolicy } from './reservation-policy';

export const reservationCancelTexts = {
  pageTitle: 'Cancel your reservation',
  cancelButton: 'Cancel this reservation',
  changeButton: 'Change this reservation',
  question: 'Cancel this reservation?',
  warning: 'The table goes back to the venue and its code will no longer let anyone in. This cannot be undone.',
  yes: 'Yes, cancel it',
  no: 'Keep my reservation',
  cancelling: 'Cancelling your reservation…',
  doneTitle: 'Your reservation is cancelled',
  doneMessage: 'We have released your table, and its code no longer lets anyone in. We hope to see you another night.',
  reserveAnother: 'Reserve another table',
  /** Reservations take no payment: said plainly, so nobody wonders about a charge or a refund. */
  nothingCharged: 'Nothing was charged for this reservation, so nothing is due and there is nothing to refund.',
  failed: 'We could not reach the venue, so nothing changed yet. Please try again.',
} as const;

/** When the cut-off is still ahead: "You can cancel online until Sat 06/15/2030 at 8:00 PM." */
export const cancelUntilText = (deadline: string): string => `You can cancel online until ${deadline}.`;

/** After the cut-off, on the page and in the server's 409: what to do instead, with the venue's phone when known. */
export function tooLateText(policy: Pick<ReservationPolicy, 'cancelHours'>, phone: string | null): string {
  const hours = policy.cancelHours === 1 ? '1 hour' : `${policy.cancelHours} hours`;
  const closes =
    policy.cancelHours === 0
      ? 'online cancellations close at your arrival time'
      : `online cancellations close ${hours} before your arrival`;
  const call =
    phone === null
      ? 'Please call us, or write to us from the Contact page, and we will take care of it.'
      : `Please call us on ${phone} and we will take care of it.`;
  return `It is too late to cancel online: ${closes}. ${call}`;
}

export type CancelPanel = 'unknown' | 'cancelled' | 'paid' | 'noKey' | 'forbidden' | 'tooLate';

/** What the cancel page shows instead of the button; the too-late message is tooLateText. */
export const cancelPanelTexts: Readonly<Record<Exclude<CancelPanel, 'tooLate'>, { readonly title: string; readonly message: string }>> = {
  unknown: {
    title: 'We could not find this reservation',
    message: 'There is no reservation at this address. Please check the link you followed, or make a new reservation.',
  },
  cancelled: { title: 'This reservation is already cancelled', message: 'Nothing more to do: its table went back to the venue.' },
  paid: {
    title: 'This reservation is paid',
    message: 'A paid reservation is cancelled by the venue’s team, who also take care of its refund. Please contact us.',
  },
  noKey: {
    title: 'Open the link from your reservation',
    message:
      'Only the guest who reserved can cancel. Use Cancel this reservation on your confirmation page, or the link in your reservation e-mail.',
  },
  forbidden: {
    title: 'This link cannot cancel the reservation',
    message: 'The link is not the one we gave for this reservation, or it was cut short. Please use the link in your reservation e-mail.',
  },
};

export const tooLateTitle = 'It is too late to cancel online';
