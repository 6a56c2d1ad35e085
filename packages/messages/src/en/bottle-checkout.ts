// The bottle checkout (pages/bottles: /bottle-checkout): the order, its summary, the guest's details, the dialogs.

export const pageTitle = 'Service Payment';
export const secure = 'Your details and payment are protected by SSL with 256-bit encryption.';
export const checkoutHeading = 'checkout';
export const noSelection = 'There is no bottle selection to pay for.';
export const leavingForPayment = 'Your order is placed. Taking you to payment…';

// The bottles and the night.
export const yourBottles = 'Your bottles';
export const item = 'Item';
export const unitPrice = 'UNIT PRICE';
export const quantity = 'QUANTITY';
export const lineTotal = 'LINE TOTAL';
export const guests = 'No. Of Guests';
export const date = 'Date';
export const time = 'Time';
export const photoOf = (name: string): string => `Photo of ${name}`;

// The summary (docs/pricing.md): the brief's row names.
export const summary = 'Summary';
export const subtotalRow = 'SUB TOTAL';
export const taxRow = (rate: string): string => `Tax (${rate})`;
export const servicesRow = (rate: string): string => `Services (${rate})`;
export const discountRow = (rate: string): string => `Discount (${rate})`;
export const promoterDiscountRow = 'PROMOTER DISCOUNT';
export const totalRow = 'Total';
export const depositRow = 'Deposit Due Now';
/** Read before the struck-through total and the new one. */
export const was = 'was';
export const now = 'now';
/** When Bottles is neither taxed nor service-charged online (docs/product.md#bottle-checkout). */
export const onLocationNote = <T>(taxRate: string, serviceRate: string, amount: T): (string | T)[] => [
  `Tax (${taxRate}) and service charge (${serviceRate}), `,
  amount,
  ' in total, will be paid on location. Please bring a matching ID and the credit card used for this order to the venue to verify the payment authorization.',
];

// The guest's details (the brief's placeholders).
export const yourDetails = 'Your details';
export const cardHolderName = 'Card Holder Name';
export const birthMonth = 'Birth Month';
export const birthDay = 'Birth Day';
export const cardHolderAddress = 'Card Holder Address';
export const gender = 'Gender';
export const male = 'Male';
export const female = 'Female';
export const otherGender = 'Other';
export const contactEmail = 'Contact Email';
export const cellPhone = 'Cell Phone';
export const city = 'City';
export const zipCode = 'Zip Code';
export const country = 'Country';
export const state = 'State';
export const instagramId = 'Instagram ID';
export const promoterInstagramId = 'Promoter Instagram ID';
export const specialRequest = 'Special Request';
export const ok = 'OK';
export const placingOrder = 'Placing your order…';
export const payNow = 'Pay Now';

// The dialogs.
export const promoterApplied = 'Promoter code applied';
export const orderNotPlaced = 'Your order was not placed';
export const close = 'Close';
export const orderFailed = 'We could not place your bottle order. Please try again.';
export const orderUnreachable = 'We could not reach the venue to place your bottle order. Please check your connection and try again.';
export const chooseAgainTitle = 'Please choose again';
export const chooseBottlesAgain = 'Choose bottles again';
export const outOfDate =
  'Your bottle selection is out of date: prices, availability or the table minimum have changed since you chose your bottles. Please choose your bottles again.';
