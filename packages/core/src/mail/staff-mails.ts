// The venue's mails (docs/product.md#mail): every form a guest or a staff member sends, and a chat left waiting
// for staff, go to each staff address (VENUE_STAFF_EMAIL); none when the venue set none.
import type { MailRequest } from './mail-request';
import { toEachStaff } from './mail-recipients';

export type StoredFormKind = 'job-application' | 'talent-submission' | 'contact-message';

const staffKindOf = {
  'job-application': 'staff-job-application',
  'talent-submission': 'staff-talent-submission',
  'contact-message': 'staff-contact-message',
} as const;

/** A form stored once is told once: its id is the mail's subject. */
export const mailsForFormStored = (kind: StoredFormKind, submissionId: string, staffEmails: readonly string[]): MailRequest[] =>
  toEachStaff(staffKindOf[kind], { type: 'form', id: submissionId }, staffEmails);

/** Each update of a staff member's availability is told: the update's time is its occasion. */
export const mailsForAvailabilityUpdate = (linkId: string, updatedAt: Date, staffEmails: readonly string[]): MailRequest[] =>
  toEachStaff('staff-availability', { type: 'availability', id: linkId }, staffEmails, { occasion: updatedAt.toISOString() });

/**
 * A conversation that began waiting for staff at `since`: the venue is mailed `waitMinutes` later, unless staff
 * answered meanwhile (the mail finds nothing to say then). Each wait is its own occasion.
 */
export const mailsForChatWaiting = (
  conversationId: string,
  since: Date,
  waitMinutes: number,
  staffEmails: readonly string[],
): MailRequest[] =>
  toEachStaff('staff-chat-waiting', { type: 'conversation', id: conversationId }, staffEmails, {
    occasion: since.toISOString(),
    sendAfter: new Date(since.getTime() + waitMinutes * 60_000).toISOString(),
  });
