// Builds the POST api/shopping/addBottleOrder payload (docs/product.md#bottle-checkout) from the checkout: the form, the
// prepared order and its quote. A form that does not validate cannot become a payload.
import { formatDate } from '../dates/date-text';
import type { MinorExponent } from '../money/currency-exponent';
import { majorOfMinor } from '../money/minor-units';
import type { PhonePort } from '../ports/phone.port';
import type { FieldError } from '../shared/form-validation';
import { err, ok, type Result } from '../shared/result';
import type { FinancialSettings } from '../venue/financial-settings.schema';
import type { BottleCheckoutForm, BottleCheckoutTextField } from './bottle-checkout-form';
import { validateBottleCheckoutForm } from './bottle-checkout-form';
import type { CheckoutOrder } from './bottle-checkout-order';
import { genders, type BottleOrderPayload, type Gender } from './bottle-order.schema';
import type { BottleQuote } from './bottle-pricing';
import type { PromoterDiscount } from './promoter-discount.schema';

export interface ClientInfo {
  readonly userAgent: 'Mobile' | 'PC';
  readonly ip: string;
}

export interface BottleOrderPayloadInput {
  readonly form: BottleCheckoutForm;
  readonly order: CheckoutOrder;
  readonly quote: BottleQuote;
  readonly settings: Pick<FinancialSettings, 'bottlesDiscount'>;
  readonly promoter: PromoterDiscount | null;
  readonly client: ClientInfo;
  readonly phone: PhonePort;
  /** The decimals of the venue's currency: the wire's amounts are in its major unit. */
  readonly exponent: MinorExponent;
}

const isGender = (value: string): value is Gender => (genders as readonly string[]).includes(value);

export function buildBottleOrderPayload(
  input: BottleOrderPayloadInput,
): Result<BottleOrderPayload, readonly FieldError<BottleCheckoutTextField>[]> {
  const { form, order, quote, settings, promoter, client, phone, exponent } = input;
  const errors = validateBottleCheckoutForm(form, phone);
  const gender = form.gender.trim();
  if (errors.length > 0 || !isGender(gender)) return err(errors);
  const month = form.resClientBirthDateMonth.trim();
  const day = form.resClientBirthDateDay.trim();
  return ok({
    items: order.lines.map((line) => ({
      bottleId: line.bottle.id,
      quantity: line.quantity,
      price: majorOfMinor(line.bottle.price, exponent),
    })),
    totalPrice: majorOfMinor(quote.total, exponent),
    subTotal: majorOfMinor(quote.subtotal, exponent),
    promo: settings.bottlesDiscount > 0 ? settings.bottlesDiscount : null,
    noOfGuests: order.guests,
    bottleDate: formatDate(order.date),
    bottleTime: order.time,
    clientName: form.resClientName.trim(),
    clientEmail: form.resClientEmail.trim(),
    clientPhoneNumber: phone.toInternational(form.resClientPhoneNumber) ?? form.resClientPhoneNumber.trim(),
    clientBirthDateMonth: month,
    clientBirthDateDay: day,
    mailingListSubscribe: form.mailingListSubscribe,
    birthDate: `${month}/${day.padStart(2, '0')}`,
    clientAddress: form.clientAddress.trim(),
    gender,
    city: form.city.trim(),
    zipCode: form.zipCode.trim(),
    specialRequest: form.specialRequest.trim(),
    IGname: form.IGname.trim(),
    promoterIGname: form.promoterIGname.trim(),
    status: 'Pending',
    userAgent: client.userAgent,
    ip: client.ip,
    promotionId: promoter?.promotionId ?? null,
    promoterDiscount: majorOfMinor(quote.promoterDiscount, exponent),
  });
}
