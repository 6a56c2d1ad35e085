// The gift card form (docs/product.md#gift-cards): the amount in the venue's range, who sends it and who
// receives it with their e-mails, and a message; turned into the submit-gift-card payload.
import { isBlank, isTooLong, isValidEmail, type FieldError } from '../shared/form-validation';
import { EMAIL_MAX, NAME_MAX } from '../shared/input-limits';
import { err, ok, type Result } from '../shared/result';
import type { GiftCardAmounts } from './gift-card-amounts.schema';
import { isGiftCardAmount } from './gift-card-amounts';
import type { GiftCardPayload } from './gift-card.schema';

export interface GiftCardFormValues {
  /** As typed: a whole number of the major unit. */
  readonly amount: string;
  readonly senderName: string;
  readonly senderEmail: string;
  readonly recipientName: string;
  readonly recipientEmail: string;
  readonly message: string;
}

export type GiftCardField = keyof GiftCardFormValues;

export const emptyGiftCardForm: GiftCardFormValues = {
  amount: '',
  senderName: '',
  senderEmail: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
};

/** The labels, in form order (ours); the alert quotes the first invalid one. */
export const giftCardPlaceholders: Readonly<Record<GiftCardField, string>> = {
  amount: 'Amount',
  senderName: 'Your Name',
  senderEmail: 'Your Email',
  recipientName: 'Recipient Name',
  recipientEmail: 'Recipient Email',
  message: 'Message',
};

export const GIFT_CARD_MESSAGE_MAX_LENGTH = 1000;
const NAME_MIN_LENGTH = 4;

/** A whole number in the venue's range, or null: no decimals, no signs, no exponent. */
export function giftCardAmountOf(typed: string, amounts: GiftCardAmounts): number | null {
  const trimmed = typed.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return isGiftCardAmount(amount, amounts) ? amount : null;
}

/** Where the guest's device is reported from, read at the edge (as the bottle order does). */
export interface GiftCardClient {
  readonly userAgent: 'Mobile' | 'PC';
  readonly ip: string;
}

export function validateGiftCardForm(
  values: GiftCardFormValues,
  amounts: GiftCardAmounts,
  client: GiftCardClient | null = null,
): Result<GiftCardPayload, readonly FieldError<GiftCardField>[]> {
  const errors: FieldError<GiftCardField>[] = [];
  const fail = (field: GiftCardField, reason: FieldError['reason']) =>
    errors.push({ field, placeholder: giftCardPlaceholders[field], reason });
  const name = (field: 'senderName' | 'recipientName') => {
    if (isBlank(values[field])) fail(field, 'required');
    else if (isTooLong(values[field], NAME_MAX)) fail(field, 'too-long');
    else if (values[field].trim().length < NAME_MIN_LENGTH) fail(field, 'too-short');
  };
  const email = (field: 'senderEmail' | 'recipientEmail') => {
    if (isBlank(values[field])) fail(field, 'required');
    else if (isTooLong(values[field], EMAIL_MAX)) fail(field, 'too-long');
    else if (!isValidEmail(values[field])) fail(field, 'invalid-email');
  };

  const amount = giftCardAmountOf(values.amount, amounts);
  if (isBlank(values.amount)) fail('amount', 'required');
  else if (amount === null) fail('amount', 'out-of-range');
  name('senderName');
  email('senderEmail');
  name('recipientName');
  email('recipientEmail');
  const message = values.message.trim();
  if (message.length > GIFT_CARD_MESSAGE_MAX_LENGTH) fail('message', 'out-of-range');

  if (errors.length > 0 || amount === null) return err(errors);
  return ok({
    amount,
    senderName: values.senderName.trim(),
    senderEmail: values.senderEmail.trim(),
    recipientName: values.recipientName.trim(),
    recipientEmail: values.recipientEmail.trim(),
    ...(message === '' ? {} : { message }),
    ...(client === null ? {} : { userAgent: client.userAgent, ...(client.ip === '' ? {} : { ip: client.ip }) }),
  });
}
