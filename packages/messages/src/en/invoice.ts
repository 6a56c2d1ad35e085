// The invoice PDF of a paid order (apps/venue-api/src/orders/invoice-pdf.ts, guest-codes/invoice-codes.ts), in the
// order's language (docs/product.md#payment-and-confirmation).
export const documentTitle = (order: string): string => `Invoice ${order}`;
export const heading = 'INVOICE';
export const orderLine = (order: string): string => `Order: ${order}`;
export const forLine = (what: string): string => `For: ${what}`;
export const factLine = (label: string, value: string): string => `${label}: ${value}`;
export const orderedOn = (day: string): string => `Ordered: ${day}`;
export const paidOn = (day: string): string => `Paid: ${day}`;
export const paidOnWithReference = (day: string, reference: string): string => `Paid: ${day} (${reference})`;
export const item = 'Item';
export const unitPrice = 'UNIT PRICE';
export const quantity = 'QUANTITY';
export const lineTotal = 'LINE TOTAL';
export const kindTickets = 'Event tickets';
export const kindFood = 'Food delivery';
export const kindGiftCard = 'Gift card';
export const kindCoatCheck = 'Coat check';
export const kindBottles = 'Bottle service';
export const kindReservation = 'Table reservation';
export const kindBooking = 'Venue booking';
/** The line of a gift card, as its order stores it. */
export const giftCardFor = (recipient: string): string => `Gift card for ${recipient}`;
export const yourCode = 'Your code for the door';
export const yourCodes = 'Your codes for the door';
export const showEachCode = "Show each guest's code at the door: each one lets one guest in, once.";
export const nightOf = (night: string): string => `Night of ${night}`;
export const codeOf = (index: number, count: number): string => `Code ${index} of ${count}`;
