// The bottle checkout form (docs/product.md#bottle-checkout: field names and rules) and its validation.
import { birthDayChoices, birthMonthChoices } from '../forms/birth-date-field';
import type { PhonePort } from '../ports/phone.port';
import { emailRule, invalidFields, nameRule, phoneRule, requiredUpToRule, upToRule, type FieldRule } from '../forms/contact-rules';
import { FREE_TEXT_MAX } from '../orders/guest-fields.schema';
import { ADDRESS_MAX, INSTAGRAM_NAME_MAX, SHORT_TEXT_MAX } from '../shared/input-limits';
import { isBlank, type FieldError } from '../shared/form-validation';
import { genders } from './bottle-order.schema';

export interface BottleCheckoutForm {
  readonly resClientName: string;
  readonly resClientEmail: string;
  readonly resClientPhoneNumber: string;
  readonly resClientBirthDateMonth: string;
  readonly resClientBirthDateDay: string;
  readonly clientAddress: string;
  readonly gender: string;
  readonly city: string;
  readonly zipCode: string;
  readonly country: string;
  readonly state: string;
  readonly specialRequest: string;
  readonly IGname: string;
  readonly promoterIGname: string;
  readonly mailingListSubscribe: boolean;
}

export type BottleCheckoutTextField = Exclude<keyof BottleCheckoutForm, 'mailingListSubscribe'>;

export const emptyBottleCheckoutForm: BottleCheckoutForm = {
  resClientName: '',
  resClientEmail: '',
  resClientPhoneNumber: '',
  resClientBirthDateMonth: '',
  resClientBirthDateDay: '',
  clientAddress: '',
  gender: '',
  city: '',
  zipCode: '',
  country: '',
  state: '',
  specialRequest: '',
  IGname: '',
  promoterIGname: '',
  mailingListSubscribe: false,
};

/**
 * The placeholder of every field, in the order the form shows them. The alert quotes
 * the placeholder of the first invalid field.
 */
export const bottleCheckoutPlaceholders: Readonly<Record<BottleCheckoutTextField, string>> = {
  resClientName: 'Card Holder Name',
  resClientBirthDateMonth: 'Birth Month',
  resClientBirthDateDay: 'Birth Day',
  clientAddress: 'Card Holder Address',
  gender: 'Gender',
  resClientEmail: 'Contact Email',
  resClientPhoneNumber: 'Cell Phone',
  city: 'City',
  zipCode: 'Zip Code',
  country: 'Country',
  state: 'State',
  IGname: 'Instagram ID',
  promoterIGname: 'Promoter Instagram ID',
  specialRequest: 'Special Request',
};

type Rule = FieldRule;

const oneOf =
  (choices: readonly string[]): Rule =>
  (value) =>
    isBlank(value) ? 'required' : choices.includes(value.trim()) ? null : 'out-of-range';

// Form order; zip code, country, state, Instagram IDs and special request are optional, within the payload's limits.
const rules: ReadonlyArray<readonly [BottleCheckoutTextField, Rule]> = [
  ['resClientName', nameRule],
  ['resClientBirthDateMonth', oneOf(birthMonthChoices)],
  ['resClientBirthDateDay', oneOf(birthDayChoices.map(String))],
  ['clientAddress', requiredUpToRule(ADDRESS_MAX)],
  ['gender', oneOf(genders)],
  ['resClientEmail', emailRule],
  ['resClientPhoneNumber', phoneRule],
  ['city', requiredUpToRule(SHORT_TEXT_MAX)],
  ['zipCode', upToRule(SHORT_TEXT_MAX)],
  ['IGname', upToRule(FREE_TEXT_MAX)],
  ['promoterIGname', upToRule(INSTAGRAM_NAME_MAX)],
  ['specialRequest', upToRule(FREE_TEXT_MAX)],
];

/** Every invalid field, in form order; empty when the form can be sent. */
export const validateBottleCheckoutForm = (form: BottleCheckoutForm, phone: PhonePort): readonly FieldError<BottleCheckoutTextField>[] =>
  invalidFields(rules, form, bottleCheckoutPlaceholders, phone);
