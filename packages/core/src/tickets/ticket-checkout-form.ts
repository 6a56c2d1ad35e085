// The ticket checkout form (docs/product.md#tickets, #form-rules): name (4 characters at least),
// e-mail, phone in the phone input, an optional promoter code and the mailing-list box.
import type { PhonePort } from '../ports/phone.port';
import { completeFieldMessage, isBlank, isValidEmail, type FieldError } from '../shared/form-validation';

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

type Rule = (value: string, phone: PhonePort) => FieldError['reason'] | null;

// Form order; the promoter code is optional.
const rules: ReadonlyArray<readonly [TicketCheckoutTextField, Rule]> = [
  ['clientName', (value) => (isBlank(value) ? 'required' : value.trim().length < 4 ? 'too-short' : null)],
  ['clientEmail', (value) => (isBlank(value) ? 'required' : isValidEmail(value) ? null : 'invalid-email')],
  ['clientPhoneNumber', (value, phone) => (isBlank(value) ? 'required' : phone.isValid(value) ? null : 'invalid-phone')],
];

/** Every invalid field, in form order; empty when the form can be sent. */
export function validateTicketCheckoutForm(form: TicketCheckoutForm, phone: PhonePort): readonly FieldError<TicketCheckoutTextField>[] {
  return rules.flatMap(([field, rule]) => {
    const reason = rule(form[field], phone);
    return reason === null ? [] : [{ field, placeholder: ticketCheckoutLabels[field], reason }];
  });
}

/** The info alert for the first invalid field, or null. */
export function ticketFormAlert(errors: readonly FieldError[]): string | null {
  const [first] = errors;
  return first === undefined ? null : completeFieldMessage(first.placeholder);
}
