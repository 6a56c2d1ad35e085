// Sets the venue's bookingDepositAmount (dollars, or null for none) in both pricing variants, as the venue
// editing its settings would: later booking requests store it (or none) as their amount due.
import type { Queryable } from '../db/database.port';
import { setFinancialSetting } from './financial-setting';

export const setBookingDeposit = (db: Queryable, dollars: number | null): Promise<void> =>
  setFinancialSetting(db, 'bookingDepositAmount', dollars);
