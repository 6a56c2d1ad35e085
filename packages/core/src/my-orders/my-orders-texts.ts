// The words of "find my orders" (docs/product.md#find-my-orders). The answer after a send is the same whatever the
// address, so the page never tells whether someone has ordered with it.
import { MY_ORDERS_LINK_HOURS } from './my-orders-token';

export const myOrdersTexts = {
  title: 'Find my orders',
  intro:
    'Lost your tickets, or ordered on another device? Type the e-mail address you ordered with and we will send you a link to your orders and their codes.',
  submit: 'Send me a link',
  busy: 'Sending…',
  failure: 'Your request could not be sent. Please try again; what you typed is kept.',
  sentTitle: 'Check your inbox',
  sent: `If we have orders for that address, we sent a link to it. It works for ${MY_ORDERS_LINK_HOURS} hours.`,
  again: 'Use another address',
  listTitle: 'Your orders',
  listIntro: 'Each guest shows their own code at the door. Open a code on the phone that goes to the venue.',
  noOrders: 'There are no paid or confirmed orders for this address any more.',
  expiredTitle: 'This link has expired',
  expired: 'This link has expired. Ask for a new one.',
  unknownTitle: 'This link does not work',
  unknown: 'This link is not one we sent, or it was cut short. Ask for a new one.',
  invoice: 'View invoice',
  codes: 'Codes for the door',
  lostTickets: 'Lost your tickets?',
} as const;
