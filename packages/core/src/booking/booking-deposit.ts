// The deposit a private venue booking pays online (docs/product.md#reservations-and-venue-booking): the venue's
// bookingDepositAmount when above 0, else none, and the booking is confirmed without a payment. The server
// stores it on the booking as its total and amount due; the pages only read what the booking says.
import type { Minor } from '../money/minor-units';
import type { FinancialSettings } from '../venue/financial-settings.schema';

export const BOOKING_DEPOSIT_LINE = 'Private event deposit';

export function bookingDepositOf(settings: Pick<FinancialSettings, 'bookingDepositAmount'>): Minor | null {
  const deposit = settings.bookingDepositAmount;
  return deposit !== null && Number.isInteger(deposit) && deposit > 0 ? deposit : null;
}
