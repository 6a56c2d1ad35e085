// What the tickets page and the ticket checkout say (docs/product.md#tickets).
import { plural } from '../plural-rules';

export const ticketsTitle = 'Tickets';
export const ticketsMetaTitle = (eventName: string): string => `Tickets · ${eventName}`;
export const ticketsMetaDescription = (eventName: string, date: string): string => `Tickets for ${eventName} on ${date}.`;
export const checkoutTitle = 'Tickets checkout';
export const changeTickets = '← Change tickets';
/** The way back to the event's page: "← Velvet Fridays" (`name` may be an element carrying the event's language). */
export const backToEvent = <T>(name: T): (string | T)[] => ['← ', name];

// One ticket type.
export const admits = (guests: number): string => plural('en', guests, { one: `Admits ${guests} guest`, other: `Admits ${guests} guests` });
export const leftAndLimit = (remaining: number, perOrder: number): string => ` · ${remaining} left · up to ${perOrder} per order`;
export const free = 'Free';
export const soldOut = 'Sold out';

// The total bar of the tickets page.
export const ticketCount = (count: number): string => plural('en', count, { one: `${count} ticket`, other: `${count} tickets` });
export const total = 'Total';
export const checkOut = 'Check out';
export const noTicketWarning = 'Choose at least one ticket with the + buttons, then check out.';

// When the event sells no tickets (core's TicketSale).
export const pastTitle = 'This event has passed';
export const pastMessage = 'Tickets for this event are no longer on sale. See what is on next.';
export const soldOutTitle = 'Sold out';
export const soldOutMessage = 'Every ticket for this event is gone. See what else is on.';
export const noTicketsTitle = 'Free entry';
export const noTicketsMessage = 'Free entry: no tickets are sold for this night. Come early, capacity is limited.';
export const seeUpcomingEvents = 'See upcoming events';
export const eventDetails = 'Event details';

// The checkout with nothing chosen.
export const nothingChosenTitle = 'No tickets chosen yet';
export const nothingChosenMessage = 'Choose your tickets first, then come back here to place your order.';
export const chooseTickets = 'Choose tickets';

// The checkout.
export const yourTickets = 'Your tickets';
export const addOtherTickets = 'Add other tickets';
export const orderSummary = 'Order summary';
export const subtotal = 'Subtotal';
export const tax = 'Tax';
export const serviceCharge = 'Service charge';
export const promoterDiscount = 'Promoter discount';
/** Before the crossed-out total a promoter code lowered, for screen readers. */
export const was = 'was ';
export const now = 'now ';
export const orderPlaced = 'Your order is placed. Taking you on…';
export const yourDetails = 'Your details';
export const fullName = 'Full Name';
export const contactEmail = 'Contact Email';
export const cellPhone = 'Cell Phone';
export const promoterInstagram = 'Promoter Instagram ID';
export const ok = 'OK';
export const placingOrder = 'Placing your order…';
export const bookFreeTickets = 'Book free tickets';
export const continueToPayment = 'Continue to payment';
export const noTickets = 'Choose at least one ticket before placing your order.';
export const soldOutWhileChoosing = 'Some tickets sold out while you were choosing';
export const soldOutAdvice = 'The rest of your order is kept. Check your tickets below and place your order again.';
export const temporaryTitle = 'Your order is not placed yet';
export const temporaryMessage =
  'We lost the connection to the venue before it answered. Your details are kept: try again, and the same order is sent, so you never get it twice.';
export const refusedTitle = 'Your order was not placed';
export const unreadableMessage = 'The venue answered in a way we could not read. Please check your tickets and place your order again.';
export const tryAgain = 'Try again';
export const close = 'Close';
