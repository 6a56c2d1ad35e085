// A reservation its guest cancelled is told to them, with the calendar entry that takes it off their calendar
// (core's mail/reservation-mails.ts). Only a confirmed one: a reservation never confirmed was never told.
import { mailsForReservationCancelled } from '@venue/core/mail/reservation-mails';
import type { Queryable } from '../../db/database.port';
import { admitsGuests } from '../../guest-codes/issue-codes';
import type { StoredOrder } from '../../store/orders.store';
import { queueCaused, type MailCause } from './mail-cause';

/** `before`: the reservation as it was before the cancel. */
export async function queueReservationCancelled(tx: Queryable, cause: MailCause, before: StoredOrder): Promise<void> {
  if (!admitsGuests(before)) return;
  await queueCaused(tx, cause, mailsForReservationCancelled(before), before.language);
}
