// Which step makes a private event hold its night (docs/product.md#reservations-and-venue-booking). A request
// alone never does: anyone with the site's public token can send one, so unconfirmed requests must not be able
// to block the calendar. A booking that carries the venue's deposit (bookingDepositAmount, stored on it as its
// amount due when it was asked for) holds its night once that deposit is paid; one without a deposit, once the
// guest or the venue confirms it.
import type { Minor } from '@venue/core/money/minor-units';

export type NightHoldingStep = 'confirmation' | 'payment';

/** `depositDue`: the amount due stored on the booking (null or 0 when it was asked for without a deposit). */
export const stepHoldingNight = (depositDue: Minor | number | null): NightHoldingStep =>
  depositDue !== null && depositDue > 0 ? 'payment' : 'confirmation';
