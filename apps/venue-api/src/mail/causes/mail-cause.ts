// What a change that causes mail needs of the API's context: its clock, the venue's time zone and the mail
// settings. Its mails are queued on the change's own transaction (docs/backend.md#mail), so they exist exactly
// when the change does, and a rolled-back change leaves none.
import { isStaffMail, type MailRequest } from '@venue/core/mail/mail-request';
import type { ReservationMailSettings } from '@venue/core/mail/reservation-mails';
import type { Queryable } from '../../db/database.port';
import type { ApiContext } from '../../http/api-context';
import { mailHost } from '../mail-settings';
import { queueMail } from '../queue-mail';

export type MailCause = Pick<ApiContext, 'now' | 'timeZone' | 'mail'>;

/** `language`: the guest's, kept with what caused the mails (an order); the guest's mails are written in it, staff's in English. */
export const queueCaused = (
  tx: Queryable,
  cause: Pick<MailCause, 'now' | 'mail'>,
  requests: readonly MailRequest[],
  language?: string,
): Promise<void> =>
  requests.length === 0
    ? Promise.resolve()
    : queueMail(
        tx,
        language === undefined ? requests : requests.map((r) => (isStaffMail(r.kind) ? r : { ...r, language })),
        cause.now(),
        mailHost(cause.mail),
      );

export const reservationMailSettings = (cause: MailCause): ReservationMailSettings => ({
  staffEmails: cause.mail.staffEmails,
  reminderHours: cause.mail.reminderHours,
  timeZone: cause.timeZone,
  now: cause.now(),
});
