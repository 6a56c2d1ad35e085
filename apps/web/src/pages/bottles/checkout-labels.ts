// The checkout form's labels (the product brief's placeholders) and its gender choices, in the guest's language.
import type { BottleCheckoutTextField } from '@venue/core/bottles/bottle-checkout-form';
import type { Gender } from '@venue/core/bottles/bottle-order.schema';
import * as m from '~messages/bottle-checkout';

export const checkoutLabels = {
  resClientName: m.cardHolderName,
  resClientBirthDateMonth: m.birthMonth,
  resClientBirthDateDay: m.birthDay,
  clientAddress: m.cardHolderAddress,
  gender: m.gender,
  resClientEmail: m.contactEmail,
  resClientPhoneNumber: m.cellPhone,
  city: m.city,
  zipCode: m.zipCode,
  country: m.country,
  state: m.state,
  IGname: m.instagramId,
  promoterIGname: m.promoterInstagramId,
  specialRequest: m.specialRequest,
} satisfies Record<BottleCheckoutTextField, string>;

export const genderLabels = { Male: m.male, Female: m.female, Other: m.otherGender } satisfies Record<Gender, string>;
