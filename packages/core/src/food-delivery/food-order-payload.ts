// The new-food-order payload (docs/product.md#food-delivery) from the cart and a valid form: trimmed
// text, the phone in international format, the optional fields only when given.
import type { FoodOrderPayload, FoodSelection } from '../orders/food-order.schema';
import type { PhonePort } from '../ports/phone.port';
import { isBlank } from '../shared/form-validation';
import type { FoodDeliveryForm } from './food-delivery-form';

export interface FoodClientInfo {
  readonly userAgent: 'Mobile' | 'PC';
  readonly ip: string;
}

export function foodOrderPayload(
  items: readonly FoodSelection[],
  form: FoodDeliveryForm,
  phone: PhonePort,
  client: FoodClientInfo,
): FoodOrderPayload {
  const clientPhoneNumber = phone.toInternational(form.clientPhoneNumber);
  if (clientPhoneNumber === null) throw new Error('foodOrderPayload: the phone number is not valid');
  return {
    items,
    clientName: form.clientName.trim(),
    clientEmail: form.clientEmail.trim(),
    clientPhoneNumber,
    clientAddress: form.clientAddress.trim(),
    city: form.city.trim(),
    zipCode: form.zipCode.trim(),
    ...(isBlank(form.specialRequest) ? {} : { specialRequest: form.specialRequest.trim() }),
    userAgent: client.userAgent,
    ...(isBlank(client.ip) ? {} : { ip: client.ip }),
  };
}
