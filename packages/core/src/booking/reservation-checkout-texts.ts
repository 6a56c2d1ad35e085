// The words of the reservation checkout (docs/product.md#reservations-and-venue-booking): a reservation waiting for
// its second step says so in its title and says how long its table is held; one released for want of confirmation
// says what happened. Ours: the product brief shows only a status and the button.
export const reservationCheckoutTexts = {
  /** The document title and the heading while the reservation is Pending. */
  pendingTitle: 'Not yet reserved: confirm below',
  pendingNote: 'Check your reservation, then confirm it. Reservations carry no charge: nothing is paid online.',
  confirmButton: 'Confirm reservation',
  confirming: 'Confirming your reservation…',
  confirmedTitle: 'Your table is reserved',
  confirmedNote: 'This reservation is confirmed.',
  releasedTitle: 'This table was released',
  /** Where a reservation still waiting is shown elsewhere (its confirmation page): the way back to its second step. */
  notYetConfirmed: 'Not yet reserved: this reservation waits for you to confirm it.',
  confirmLink: 'Confirm your reservation',
} as const;

/** "We hold this table until 10:32 PM. Confirm to keep it." */
export const holdNote = (until: string): string => `We hold this table until ${until}. Confirm to keep it.`;

/** Why a released reservation can no longer be confirmed; `until` null when the venue did not say. */
export const releasedMessage = (until: string | null): string =>
  `${until === null ? 'We held this table for a while' : `We held this table until ${until}`}, but the reservation was not confirmed, so the table went back to the venue. Please reserve again.`;
