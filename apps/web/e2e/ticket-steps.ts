// Steps the ticket browser tests share: the tickets page, the checkout form, and the venue API
// behind the page (signed in like the site) to check what the backend stored and to sell tickets
// the way another guest would.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { payWhenReady } from './payment-steps';
import { hydrated } from './page-checks';
import { staffOrderDetails } from './staff-order';
import { apiGet, apiPost } from './venue-api';
import { SECRET_PARAM } from './order-secret';

export const more = (page: Page, ticket: string) => page.getByRole('button', { name: `One more ${ticket}` }).click();

/** The tickets page of an event, with these tickets chosen, then Check out: the guest on the checkout. */
export async function chooseTickets(page: Page, eventId: string, tickets: Readonly<Record<string, number>>): Promise<void> {
  await page.goto(`/tickets/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  // The steppers answer once the page has hydrated (docs/performance.md#first-paint).
  await hydrated(page);
  for (const [ticket, quantity] of Object.entries(tickets)) for (let i = 0; i < quantity; i += 1) await more(page, ticket);
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets-checkout\\?eventId=${eventId}$`));
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
}

/**
 * The guest's details, every required field valid, once the form is whole: its phone input loads apart,
 * and its button (Continue to payment, or Book free tickets) takes a press only when it no longer reads as
 * disabled. On a slow machine a press before then left the guest on the checkout.
 */
export async function fillTicketDetails(page: Page): Promise<void> {
  await expect(page.getByRole('combobox', { name: 'Phone country' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Dana Guest');
  await page.getByLabel('Contact Email').fill('dana@example.com');
  await page.getByRole('textbox', { name: 'Cell Phone' }).fill('+1 212 555 0123');
  const submit = page.getByRole('button', { name: /^(Continue to payment|Book free tickets)$/ });
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
}

/** Waits for the payment page of a new ticket order, its order secret in the address, and answers its id. */
export async function landedOnTicketPayment(page: Page): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/payment/tickets/[^/?#]+\\?${SECRET_PARAM}$`));
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

/** These tickets of an event chosen, the guest's details filled in and paid on the site: the buyer on the confirmation, its order secret in the address. Answers the order's id. */
export async function buyTicketsOnTheSite(page: Page, eventId: string, tickets: Readonly<Record<string, number>>): Promise<string> {
  await chooseTickets(page, eventId, tickets);
  await fillTicketDetails(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const orderId = await landedOnTicketPayment(page);
  await payWhenReady(page);
  await expect(page).toHaveURL(new RegExp(`/confirmation\\?type=tickets&orderId=${orderId}&${SECRET_PARAM}$`));
  return orderId;
}

export interface StoredTicketOrder {
  readonly orderId: string;
  readonly status: string;
  readonly subTotal: number;
  readonly discount: number;
  readonly total: number;
  readonly lines: readonly { readonly itemId: string; readonly quantity: number }[];
  readonly holdUntil?: string | null;
  readonly details: { readonly promoterIGname?: string; readonly mailingListSubscribe?: boolean; readonly clientPhoneNumber: string };
}

/** The order as its public read shows it, with what the guest sent read where staff read it (docs/api.md). */
export async function ticketOrder(request: APIRequestContext, orderId: string): Promise<StoredTicketOrder> {
  const order = (await apiGet<{ data: StoredTicketOrder }>(request, `ticket-order/${encodeURIComponent(orderId)}`)).data;
  return { ...order, details: (await staffOrderDetails(request, orderId)) as StoredTicketOrder['details'] };
}

/** Buys every ticket of a type that is left, as other guests would, through the API. */
export async function sellOut(request: APIRequestContext, eventId: string, ticketId: string): Promise<void> {
  const types = (await apiGet<{ data: { _id: string; remaining: number; maxPerOrder: number }[] }>(request, `event-tickets/${eventId}`))
    .data;
  const type = types.find((t) => t._id === ticketId);
  if (type === undefined) throw new Error(`No ticket ${ticketId} at ${eventId}`);
  for (let left = type.remaining; left > 0;) {
    const quantity = Math.min(left, type.maxPerOrder);
    const res = await apiPost(request, 'new-ticket-order', {
      eventId,
      tickets: [{ ticketId, quantity }],
      clientName: 'Other Guest',
      clientEmail: 'other@example.com',
      clientPhoneNumber: '+12125550199',
    });
    expect(res.status()).toBe(200);
    left -= quantity;
  }
}
