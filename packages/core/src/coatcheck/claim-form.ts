// The coat check form (docs/product.md#coat-check): name, phone, an optional e-mail, items by type and
// count, notes. Its rules are the payload's (orders/coatcheck.schema.ts), said field by field in form
// order, so the first invalid field can be focused with the alert of docs/product.md#form-rules.
import type { CoatCheckItemType, CoatCheckPayload } from '../orders/coatcheck.schema';
import { coatCheckItemTypes } from '../orders/coatcheck.schema';
import { nameRule } from '../forms/contact-rules';
import type { PhonePort } from '../ports/phone.port';
import { isBlank, isTooLong, isValidEmail, type FieldError } from '../shared/form-validation';
import { EMAIL_MAX } from '../shared/input-limits';
import { err, ok, type Result } from '../shared/result';
import { claimItemsOf, maxItemsPerType } from './claim-fees';

export type ItemCounts = Readonly<Record<CoatCheckItemType, number>>;

export interface ClaimForm {
  readonly clientName: string;
  readonly clientPhoneNumber: string;
  /** Optional: where the claim's mail goes once it is paid. */
  readonly clientEmail: string;
  readonly items: ItemCounts;
  readonly notes: string;
}

export type ClaimTextField = 'clientName' | 'clientPhoneNumber' | 'clientEmail' | 'notes';
export type ClaimField = ClaimTextField | 'items';

export const noItems: ItemCounts = { Coat: 0, Bag: 0, Umbrella: 0, Other: 0 };
export const emptyClaimForm: ClaimForm = { clientName: '', clientPhoneNumber: '', clientEmail: '', items: noItems, notes: '' };

/** At most this many characters of notes (the payload's FreeText). */
export const maxNotesLength = 1000;

/** The label of every field, in form order; the alert quotes the first invalid one. */
export const claimFieldLabels: Readonly<Record<ClaimField, string>> = {
  clientName: 'Your name',
  clientPhoneNumber: 'Phone number',
  clientEmail: 'Email',
  items: 'Your items',
  notes: 'Notes',
};

/** One more or one fewer of a type, kept within 0 to maxItemsPerType. */
export function stepItem(counts: ItemCounts, type: CoatCheckItemType, by: 1 | -1): ItemCounts {
  const next = Math.min(maxItemsPerType, Math.max(0, counts[type] + by));
  return next === counts[type] ? counts : { ...counts, [type]: next };
}

export const totalItems = (counts: ItemCounts): number => coatCheckItemTypes.reduce((sum, type) => sum + counts[type], 0);

type Rule = (form: ClaimForm, phone: PhonePort) => FieldError['reason'] | null;

/** A typed address must be one; an empty field is fine. */
const optionalEmailReason = (email: string): FieldError['reason'] | null =>
  isTooLong(email, EMAIL_MAX) ? 'too-long' : isValidEmail(email) ? null : 'invalid-email';

const rules: ReadonlyArray<readonly [ClaimField, Rule]> = [
  ['clientName', ({ clientName }, phone) => nameRule(clientName, phone)],
  [
    'clientPhoneNumber',
    ({ clientPhoneNumber }, phone) => (isBlank(clientPhoneNumber) ? 'required' : phone.isValid(clientPhoneNumber) ? null : 'invalid-phone'),
  ],
  ['clientEmail', ({ clientEmail }) => (isBlank(clientEmail) ? null : optionalEmailReason(clientEmail.trim()))],
  ['items', ({ items }) => (totalItems(items) === 0 ? 'required' : null)],
  ['notes', ({ notes }) => (notes.trim().length > maxNotesLength ? 'out-of-range' : null)],
];

/** Every invalid field, in form order; empty when the claim can be sent. */
export function validateClaimForm(form: ClaimForm, phone: PhonePort): readonly FieldError<ClaimField>[] {
  return rules.flatMap(([field, rule]) => {
    const reason = rule(form, phone);
    return reason === null ? [] : [{ field, placeholder: claimFieldLabels[field], reason }];
  });
}

/** The payload of a valid form: the name trimmed, the phone in international format, e-mail and notes only when given. */
export function claimPayloadOf(
  form: ClaimForm,
  phone: PhonePort,
  client: Pick<CoatCheckPayload, 'userAgent' | 'ip'>,
): Result<CoatCheckPayload, readonly FieldError<ClaimField>[]> {
  const errors = validateClaimForm(form, phone);
  const international = phone.toInternational(form.clientPhoneNumber);
  if (errors.length > 0 || international === null) return err(errors);
  const notes = form.notes.trim();
  const email = form.clientEmail.trim();
  return ok({
    clientName: form.clientName.trim(),
    clientPhoneNumber: international,
    ...(email === '' ? {} : { clientEmail: email }),
    items: claimItemsOf(form.items),
    ...(notes === '' ? {} : { notes }),
    ...(client.userAgent === undefined ? {} : { userAgent: client.userAgent }),
    ...(client.ip === undefined || client.ip === '' ? {} : { ip: client.ip }),
  });
}
