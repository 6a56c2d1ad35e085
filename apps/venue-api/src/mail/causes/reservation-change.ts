// A change the guest saved to a confirmed reservation is numbered (migrations/021-order-changes.sql) and told to
// the guest and the venue, with a reminder for the new start (core's mail/reservation-mails.ts). A save that
// changes nothing the guest sees is neither numbered nor told.
import { isChangeToTell, mailsForReservationChange, type ReservationOrder } from '@venue/core/mail/reservation-mails';
import type { Queryable } from '../../db/database.port';
import { admitsGuests } from '../../guest-codes/issue-codes';
import { countOrderChange, type StoredOrder } from '../../store/orders.store';
import { queueCaused, reservationMailSettings, type MailCause } from './mail-cause';

const asReservation = (order: StoredOrder): ReservationOrder => ({
  id: order.id,
  kind: order.kind,
  payload: order.payload,
  confirmed: admitsGuests(order),
});

export async function queueReservationChange(tx: Queryable, cause: MailCause, before: StoredOrder, after: StoredOrder): Promise<void> {
  const [was, now] = [asReservation(before), asReservation(after)];
  if (!isChangeToTell(was, now)) return;
  const sequence = await countOrderChange(tx, after.id);
  await queueCaused(tx, cause, mailsForReservationChange(was, now, sequence, reservationMailSettings(cause)), after.language);
}
