// The delivery form's labels (the product brief's placeholders) and the alert naming the first refused field
// (docs/product.md#form-rules), in the guest's language.
import type { FieldError } from '@venue/core/shared/form-validation';
import type { FoodDeliveryErrorField, FoodDeliveryField } from '@venue/core/food-delivery/food-delivery-form';
import * as m from '~messages/food-delivery';
import { firstFieldAlert } from '../../ui/field-alert-text';

export const deliveryLabels = {
  clientName: m.fullName,
  clientEmail: m.contactEmail,
  clientPhoneNumber: m.cellPhone,
  clientAddress: m.deliveryAddress,
  city: m.city,
  zipCode: m.zipCode,
  specialRequest: m.specialRequest,
} satisfies Record<FoodDeliveryField, string>;

/** An empty order asks for a dish; a refused field is named by its label. */
export const deliveryAlert = (first: FieldError<FoodDeliveryErrorField>): string | null =>
  first.field === 'items' ? m.emptyCart : firstFieldAlert([first], (field) => (field === 'items' ? m.yourOrder : deliveryLabels[field]));
