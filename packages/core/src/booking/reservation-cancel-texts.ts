// Transitional: pages/my-orders/my-order-card.tsx still reads these two button words from here. Their words live in
// packages/messages (reservations: changeButton, cancelButton); this file goes once that page reads `~messages/reservations`.
export const reservationCancelTexts = {
  cancelButton: 'Cancel this reservation',
  changeButton: 'Change this reservation',
} as const;
