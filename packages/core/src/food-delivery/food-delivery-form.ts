// The delivery details of a food order (docs/product.md#food-delivery): the fields the venue's
// new-food-order needs, their labels, and the form rules every order form shares (docs/product.md#form-rules).
import type { PhonePort } from '../ports/phone.port';
import { emailRule, nameRule, requiredUpToRule, upToRule } from '../forms/contact-rules';
import { isBlank, type FieldError } from '../shared/form-validation';
import { ADDRESS_MAX, SHORT_TEXT_MAX } from '../shared/input-limits';

export interface FoodDeliveryForm {
  readonly clientName: string;
  readonly clientEmail: string;
  readonly clientPhoneNumber: string;
  readonly clientAddress: string;
  readonly city: string;
  readonly zipCode: string;
  readonly specialRequest: string;
}

export type FoodDeliveryField = keyof FoodDeliveryForm;

/** `items` stands for the cart: an order needs at least one dish. */
export type FoodDeliveryErrorField = FoodDeliveryField | 'items';

export const emptyFoodDeliveryForm: FoodDeliveryForm = {
  clientName: '',
  clientEmail: '',
  clientPhoneNumber: '',
  clientAddress: '',
  city: '',
  zipCode: '',
  specialRequest: '',
};

/** The label of every field (ours), in form order; the alert quotes the first invalid one. */
export const foodDeliveryLabels: Readonly<Record<FoodDeliveryField, string>> = {
  clientName: 'Full Name',
  clientEmail: 'Contact Email',
  clientPhoneNumber: 'Cell Phone',
  clientAddress: 'Delivery Address',
  city: 'City',
  zipCode: 'Zip Code',
  specialRequest: 'Special Request',
};

/** The most a special request may hold (the payload's FreeText); the text area stops there. */
export const SPECIAL_REQUEST_MAX = 1000;

type Rule = (value: string, phone: PhonePort) => FieldError['reason'] | null;

// Form order; zip code and special request are optional, within the payload's limits.
const rules: ReadonlyArray<readonly [FoodDeliveryField, Rule]> = [
  ['clientName', nameRule],
  ['clientEmail', emailRule],
  ['clientPhoneNumber', (value, phone) => (isBlank(value) ? 'required' : phone.isValid(value) ? null : 'invalid-phone')],
  ['clientAddress', requiredUpToRule(ADDRESS_MAX)],
  ['city', requiredUpToRule(SHORT_TEXT_MAX)],
  ['zipCode', upToRule(SHORT_TEXT_MAX)],
  ['specialRequest', upToRule(SPECIAL_REQUEST_MAX)],
];

/** Every invalid field in page order (the cart first), empty when the order can be sent. */
export function validateFoodDelivery(
  form: FoodDeliveryForm,
  itemCount: number,
  phone: PhonePort,
): readonly FieldError<FoodDeliveryErrorField>[] {
  const cart: FieldError<FoodDeliveryErrorField>[] =
    itemCount > 0 ? [] : [{ field: 'items', placeholder: 'Your order', reason: 'required' }];
  return [
    ...cart,
    ...rules.flatMap(([field, rule]) => {
      const reason = rule(form[field], phone);
      return reason === null ? [] : [{ field, placeholder: foodDeliveryLabels[field], reason }];
    }),
  ];
}
