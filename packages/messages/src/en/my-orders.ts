// What "find my orders" says (docs/product.md#find-my-orders). The answer after a send is the same whatever the
// address, so the page never tells whether someone has ordered with it.
export const title = 'Find my orders';
export const intro =
  'Lost your tickets, or ordered on another device? Type the e-mail address you ordered with and we will send you a link to your orders and their codes.';
export const formTitle = 'Send me my orders';
export const email = 'Email';
export const submit = 'Send me a link';
export const busy = 'Sending…';
export const failure = 'Your request could not be sent. Please try again; what you typed is kept.';
export const sentTitle = 'Check your inbox';
export const sent = (hours: number): string => `If we have orders for that address, we sent a link to it. It works for ${hours} hours.`;
export const again = 'Use another address';

// The list a mailed link opens.
export const listTitle = 'Your orders';
export const listIntro = 'Each guest shows their own code at the door. Open a code on the phone that goes to the venue.';
export const noOrders = 'There are no paid or confirmed orders for this address any more.';
export const linkWorksUntil = (date: string, time: string): string => `This link works until ${date}, ${time}.`;
export const expiredTitle = 'This link has expired';
export const expired = 'This link has expired. Ask for a new one.';
export const unknownTitle = 'This link does not work';
export const unknown = 'This link is not one we sent, or it was cut short. Ask for a new one.';
export const askForNewLink = 'Ask for a new link';

// One order.
export const tickets = 'Tickets';
export const bottleService = 'Bottle service';
export const foodOrder = 'Food order';
export const giftCard = 'Gift card';
export const tableReservation = 'Table reservation';
export const venueBooking = 'Venue booking';
export const coatCheck = 'Coat check';
export const kindForEvent = <T>(kind: string, eventName: T): (string | T)[] => [`${kind}: `, eventName];
export const night = 'Night';
export const status = 'Status';
export const statusPending = 'Pending';
export const statusConfirmed = 'Confirmed';
export const statusPaid = 'Paid';
export const statusCancelled = 'Cancelled';
export const total = 'Total';
export const codes = 'Codes for the door';
export const invoice = 'View invoice';
/** After a link's words, for screen readers: which order it is for. */
export const ofOrder = (orderId: string): string => `of order ${orderId}`;
export const forOrder = (orderId: string): string => `(order ${orderId})`;
export const lostTickets = 'Lost your tickets?';
