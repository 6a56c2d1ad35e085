// An order's figures as the payment page, the confirmation and the food order show them (docs/product.md#payment-and-confirmation).
// A rate comes written as the page writes percentages ("8.875%"), or null when the venue gave none.

export const subtotal = 'Subtotal';
export const tax = (rate: string | null): string => (rate === null ? 'Tax' : `Tax (${rate})`);
export const serviceCharge = (rate: string | null): string => (rate === null ? 'Service charge' : `Service charge (${rate})`);
export const discount = (rate: string | null): string => (rate === null ? 'Discount' : `Discount (${rate})`);
export const promoterDiscount = 'PROMOTER DISCOUNT';
export const total = 'Total';
export const taxAtVenue = (rate: string): string => `Tax (${rate}) paid at the venue`;
export const serviceAtVenue = (rate: string): string => `Service charge (${rate}) paid at the venue`;
export const dueNow = 'Due now';
export const depositDueNow = 'Deposit due now';
export const paid = 'Paid';
export const depositPaid = 'Deposit paid';
export const toPayAtVenue = 'To pay at the venue';

// Why part of the order is paid at the venue.
export const restWithChargesAtVenue = 'The rest of your total, with tax and service charge, is paid at the venue.';
export const restAtVenue = 'The rest of your total is paid at the venue.';
export const chargesAtVenue = 'Tax and service charge are paid at the venue.';
