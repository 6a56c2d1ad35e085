// What a link checker or a search engine sees (docs/product.md#routes-and-navigation): what the venue does not
// have is a 404 with the site's not-found page; moved paths redirect for good, unknown ones to / for now.
import { expect, test } from '@playwright/test';

const notFound = [
  { path: '/promotion/no-such-promotion', heading: 'We could not find that' },
  { path: '/view/no-such-invoice.pdf', heading: 'We could not find that' },
  { path: '/review/event/no-such-event', heading: 'There is nothing to review here' },
  { path: '/review/planet/mars', heading: 'There is nothing to review here' },
] as const;

for (const { path, heading } of notFound) {
  test(`${path} answers 404 with its not-found panel`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  });
}

test('a promotion and a review the venue has answer 200', async ({ request }) => {
  for (const path of ['/promotion/promo-happy-hour', '/review/event/event-past-1'])
    expect((await request.get(path)).status(), path).toBe(200);
});

const redirects = [
  { from: '/AddPlusGuest/o1?ref=ig', status: 301, to: '/other-guests/o1?ref=ig' },
  { from: '/bookingCheckout/e1', status: 301, to: '/booking-checkout/e1' },
  { from: '/planningCancelConfirmation/e1', status: 301, to: '/cancel-booking/e1' },
  { from: '/reservationCheckout/r1', status: 301, to: '/reservation-checkout/r1' },
  { from: '/events/', status: 301, to: '/events' },
  { from: '/event-details/event-up-2/?ref=ig', status: 301, to: '/event-details/event-up-2?ref=ig' },
  { from: '/foodDelivery/', status: 301, to: '/foodDelivery' },
  { from: '/no-such-page?utm=x', status: 302, to: '/?utm=x' },
  { from: '/shopping', status: 302, to: '/' },
] as const;

for (const { from, status, to } of redirects) {
  test(`${from} redirects with ${status} to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(status);
    expect(response.headers().location).toBe(to);
  });
}
