// The ticket checkout form (docs/product.md#tickets, #form-rules): name (4 characters at least),
// e-mail, phone in the phone input, an optional promoter code and the mailing-list box.
import type { PhonePort } from '../ports/phone.port';
import { emailRule, invalidFields, nameRule, phoneRule, upToRule, type FieldRule } from '../forms/contact-rules';
import { INSTAGRAM_NAME_MAX } from '../shared/input-limits';
import type { FieldError } from '../shared/form-validation';

export interface TicketCheckoutForm {
  readonly clientName: string;
  readonly clientEmail: string;
  readonly clientPhoneNumber: string;
  readonly promoterIGname: string;
  readonly mailingListSubscribe: boolean;
}

export type TicketCheckoutTextField = Exclude<keyof TicketCheckoutForm, 'mailingListSubscribe'>;

export const emptyTicketCheckoutForm: TicketCheckoutForm = {
  clientName: '',
  clientEmail: '',
  clientPhoneNumber: '',
  promoterIGname: '',
  mailingListSubscribe: false,
};

/** Each field's label, in form order; the alert quotes the first invalid one. */
export const ticketCheckoutLabels: Readonly<Record<TicketCheckoutTextField, string>> = {
  clientName: 'Full Name',
  clientEmail: 'Contact Email',
  clientPhoneNumber: 'Cell Phone',
  promoterIGname: 'Promoter Instagram ID',
};

// Form order; the promoter code is optional, an Instagram name at most.
const rules: ReadonlyArray<readonly [TicketCheckoutTextField, FieldRule]> = [
  ['clientName', nameRule],
  ['clientEmail', emailRule],
  ['clientPhoneNumber', phoneRule],
  ['promoterIGname', upToRule(INSTAGRAM_NAME_MAX)],
];

/** Every invalid field, in form order; empty when the form can be sent. */
export const validateTicketCheckoutForm = (form: TicketCheckoutForm, phone: PhonePort): readonly FieldError<TicketCheckoutTextField>[] =>
  invalidFields(rules, form, ticketCheckoutLabels, phone);
