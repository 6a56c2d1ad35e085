// What the gift cards page says (docs/product.md#gift-cards).
export const title = 'Gift cards';
export const metaDescription = 'Give a night out: a gift card for the amount you choose.';
export const intro = 'Give a night out: choose an amount, tell us who the card is for, and add a few words if you like.';
export const readyTakingYouToPayment = 'Your gift card is ready. Taking you to payment…';

// The form.
export const formName = 'Your gift card';
export const howMuch = 'How much';
export const suggestedAmounts = 'Suggested amounts';
export const amount = 'Amount';
export const yourName = 'Your Name';
export const yourEmail = 'Your Email';
export const recipientName = 'Recipient Name';
export const recipientEmail = 'Recipient Email';
export const message = 'Message';
export const from = 'From';
export const to = 'To';
export const amountHint = (min: string, max: string): string => `Any whole amount from ${min} to ${max}.`;
export const amountOutOfRange = (min: string, max: string): string => `Please enter a whole amount from ${min} to ${max}.`;
export const messageTooLong = (max: number): string => `Please keep it under ${max} characters.`;
export const creating = 'Creating your gift card…';
export const tryAgain = 'Try again';
export const continueButton = 'Continue';

// The review before payment.
export const checkYourGiftCard = 'Check your gift card';
export const goesTo = <T>(name: T, email: T): (string | T)[] => ['The gift card goes to ', name, ' at ', email, '.'];
export const orderNumber = 'Order number';
export const giftCard = 'Gift card';
export const forWhom = 'For';
export const fromWhom = 'From';
export const totalToPay = 'Total to pay';
export const confirming = 'Confirming your gift card…';
export const continueToPayment = 'Continue to payment';
