// Who a mail may go to (docs/product.md#mail): an address the guest typed into their own order or form, or one
// of the venue's staff addresses. Payloads are stored JSON, so every address is read and checked here, never trusted.
import { isValidEmail } from '../shared/form-validation';
import { EMAIL_MAX } from '../shared/input-limits';
import type { MailKind, MailRequest, MailSubject } from './mail-request';

/** The language of every mail until a guest can choose one. */
export const MAIL_LANGUAGE = 'en';

/** The address stored at `key` of a payload, trimmed; undefined when missing, too long or not an address. */
export function addressIn(payload: unknown, key: string): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const value = (payload as Record<string, unknown>)[key];
  if (typeof value !== 'string') return undefined;
  const address = value.trim();
  return address.length <= EMAIL_MAX && isValidEmail(address) ? address : undefined;
}

/** Each valid staff address once (case-insensitively), in the order the settings list them. */
export function staffRecipients(staffEmails: readonly string[]): string[] {
  const seen = new Set<string>();
  const recipients: string[] = [];
  for (const raw of staffEmails) {
    const address = addressIn({ address: raw }, 'address');
    if (address === undefined || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    recipients.push(address);
  }
  return recipients;
}

/** One mail to one address, with nothing attached and no occasion unless given. */
export function mailTo(
  kind: MailKind,
  to: string,
  about: MailSubject,
  more: Partial<Pick<MailRequest, 'attachments' | 'occasion' | 'sendAfter'>> = {},
): MailRequest {
  return {
    kind,
    to,
    about,
    language: MAIL_LANGUAGE,
    attachments: more.attachments ?? [],
    occasion: more.occasion ?? '',
    ...sendAfterOf(more),
  };
}

/** The same mail to each staff address; none when the venue set none. */
export function toEachStaff(
  kind: MailKind,
  about: MailSubject,
  staffEmails: readonly string[],
  more: Partial<Pick<MailRequest, 'occasion' | 'sendAfter'>> = {},
): MailRequest[] {
  return staffRecipients(staffEmails).map((to) => mailTo(kind, to, about, more));
}

const sendAfterOf = (more: Partial<Pick<MailRequest, 'sendAfter'>>) => (more.sendAfter === undefined ? {} : { sendAfter: more.sendAfter });

/** What an order-caused mail is about. */
export const aboutOrder = (orderId: string): MailSubject => ({ type: 'order', id: orderId });
