// The "find my orders" form (docs/product.md#find-my-orders): one e-mail field, turned into the POST my-orders payload.
import { isBlank, isTooLong, isValidEmail, type FieldError } from '../shared/form-validation';
import { EMAIL_MAX } from '../shared/input-limits';
import { err, ok, type Result } from '../shared/result';
import type { MyOrdersRequest } from './my-orders.schema';

export interface MyOrdersFormValues {
  readonly email: string;
}

export type MyOrdersField = keyof MyOrdersFormValues;

export const emptyMyOrdersForm: MyOrdersFormValues = { email: '' };

/** The label the guest sees, used in the "Please complete" alert. */
export const myOrdersPlaceholders: Readonly<Record<MyOrdersField, string>> = { email: 'Email' };

export const MY_ORDERS_EMAIL_MAX_LENGTH = EMAIL_MAX;

export function validateMyOrders(values: MyOrdersFormValues): Result<MyOrdersRequest, readonly FieldError<MyOrdersField>[]> {
  const fail = (reason: FieldError['reason']) => err([{ field: 'email' as const, placeholder: myOrdersPlaceholders.email, reason }]);
  const email = values.email.trim();
  if (isBlank(email)) return fail('required');
  if (isTooLong(email, EMAIL_MAX)) return fail('too-long');
  if (!isValidEmail(email)) return fail('invalid-email');
  return ok({ email });
}
