// One record of every kind a public read by id answers, each made with every field a guest can fill (contact
// details, address, notes, the form's `ip` and `userAgent`), through the API as the site sends them: what
// routes/public-reads.test.ts reads back. One buyer's address on all of them, so their mailed link lists them all.
import { siteLinks } from '../mail/compose/site-links';
import { myOrdersMailContent } from '../my-orders/my-orders-mail';
import { insertOrder, newOrderId } from '../store/orders.store';
import type { OrderTestClient } from './order-test-client';
import { TEST_MAIL_SETTINGS, type TestApi } from './test-api';

/** What the guest typed: none of it may reach a read whose page does not show it. */
export const guest = {
  clientName: 'Vera Private-Guest',
  clientEmail: 'vera.private@example.com',
  clientPhoneNumber: '+12125550177',
} as const;
export const device = { userAgent: 'Mobile', ip: '198.51.100.77' } as const;
export const ADDRESS = '9 Hidden Lane';
export const NOTE = 'A private note only staff may read';

export interface PublicReadRecords {
  readonly tickets: { readonly id: string; readonly secret: string; readonly attendeeId: string; readonly guestLink: string };
  readonly reservation: string;
  readonly booking: string;
  readonly bottles: string;
  readonly food: string;
  readonly giftCard: string;
  readonly coatCheck: { readonly id: string; readonly claim: string };
  readonly lostItem: string;
  readonly conversation: string;
  readonly staffLink: string;
  readonly myOrdersToken: string;
}

async function ok<T>(client: OrderTestClient, res: Response | Promise<Response>): Promise<T> {
  const answer = await res;
  if (answer.status !== 200) throw new Error(`${answer.url}: ${answer.status} ${await answer.text()}`);
  return (await client.json<{ data: T }>(answer)).data;
}

async function ticketOrder(client: OrderTestClient): Promise<PublicReadRecords['tickets']> {
  const order = await ok<{ orderId: string; orderSecret: string }>(
    client,
    client.post('new-ticket-order', {
      ...guest,
      ...device,
      eventId: 'event-up-1',
      tickets: [{ ticketId: 'event-up-1-ga', quantity: 2 }],
      promoterIGname: '',
      mailingListSubscribe: false,
    }),
  );
  const attendee = await ok<{ _id: string }>(
    client,
    client.post('attendee-info', {
      orderId: order.orderId,
      name: 'Sam Friend',
      email: 'sam.friend@example.com',
      phoneNumber: '+447700900123',
    }),
  );
  await ok(client, client.post('make-test-payment', { orderType: 'tickets', orderId: order.orderId }));
  const codes = await ok<{ codes: { linkToken: string }[] }>(
    client,
    client.get(`guest-codes/order/${order.orderId}?secret=${order.orderSecret}`),
  );
  return { id: order.orderId, secret: order.orderSecret, attendeeId: attendee._id, guestLink: codes.codes[0]?.linkToken ?? '' };
}

async function coatCheck(api: TestApi, client: OrderTestClient): Promise<{ coatCheck: PublicReadRecords['coatCheck']; lostItem: string }> {
  const ticket = await ok<{ _id: string; ticketNumber: string }>(
    client,
    client.post('submit-coatcheck', { ...guest, ...device, items: [{ type: 'Coat', quantity: 1 }], notes: NOTE }),
  );
  // Lost items are the venue's own records (no route adds one): one found with this claim's coat.
  await api.db.query(
    `INSERT INTO lost_item (id, description, category, found_on, location, status, coat_check_id) VALUES ('lost-1', 'A black coat', 'Clothing', '2030-06-15', 'Cloakroom', 'held', $1)`,
    [ticket._id],
  );
  return { coatCheck: { id: ticket._id, claim: ticket.ticketNumber }, lostItem: 'lost-1' };
}

/** Stored as the bottle route stores one (its figures must match the venue's, which the reads are not about). */
async function bottleOrder(api: TestApi): Promise<string> {
  const payload = {
    items: [{ bottleId: 'bottle-grey-goose', quantity: 1, price: 350 }],
    noOfGuests: 2,
    bottleDate: '06/20/2030',
    bottleTime: '11:00 PM',
    ...guest,
    ...device,
    clientAddress: ADDRESS,
    specialRequest: NOTE,
  };
  const line = { itemId: 'bottle-grey-goose', description: 'Grey Goose', quantity: 1, unitMinor: 35000, totalMinor: 35000 };
  const totals = { subtotalMinor: 35000, taxMinor: 0, serviceMinor: 0, discountMinor: 0, totalMinor: 35000, dueMinor: null };
  const order = { id: newOrderId('bottles'), kind: 'bottles', payload, lines: [line], ...totals, createdAt: api.clock.now };
  return (await insertOrder(api.db, order)).id;
}

async function conversation(client: OrderTestClient): Promise<string> {
  const created = await ok<{ onlineGuest: { hash: string } }>(
    client,
    client.post('api/onlineGuest/newOnlineGuest', { ...guest, ...device }),
  );
  const hash = created.onlineGuest.hash;
  await ok(
    client,
    client.post('api/onlineGuest/newMessage', { hash, type: 'text', message: 'Is there a coat check?', clientId: 'c-1' }, null),
  );
  return hash;
}

async function myOrdersToken(api: TestApi, client: OrderTestClient): Promise<string> {
  const asked = await client.post('my-orders', { email: guest.clientEmail }, null);
  if (asked.status !== 202) throw new Error(`my-orders: ${asked.status}`);
  const [mail] = await api.db.query<{ subject_id: string }>(
    `SELECT subject_id FROM mail_outbox WHERE kind = 'my-orders-link' ORDER BY created_at DESC LIMIT 1`,
  );
  const content = await myOrdersMailContent(api.context(), siteLinks(TEST_MAIL_SETTINGS.publicUrl), mail?.subject_id ?? '');
  return decodeURIComponent(new URL(content?.link ?? 'https://venue.test/').pathname.split('/').pop() ?? '');
}

/** Every record, made through `client` on `api` (its clock on TEST_NOW). */
export async function publicReadRecords(api: TestApi, client: OrderTestClient): Promise<PublicReadRecords> {
  const tickets = await ticketOrder(client);
  const reservation = await ok<{ orderId: string }>(
    client,
    client.post('new-reservation', {
      ...guest,
      ...device,
      noOfGuests: 4,
      reservationDate: '06/16/2030',
      reservationTime: '10:00 PM',
      specialRequest: NOTE,
    }),
  );
  await ok(client, client.post(`confirm-reservation-order/${reservation.orderId}`, {}, null));
  const booking = await ok<{ orderId: string }>(
    client,
    client.post('new-booking', {
      ...guest,
      ...device,
      eventDate: '06/22/2030',
      startTime: '9:00 PM',
      endTime: '2:00 AM',
      noOfGuests: 20,
      eventType: 'Birthday party',
      specialRequest: NOTE,
    }),
  );
  const food = await ok<{ orderId: string }>(
    client,
    client.post('new-food-order', {
      ...guest,
      ...device,
      items: [{ itemId: 'food-smash-burger', quantity: 1 }],
      clientAddress: ADDRESS,
      city: 'New York',
      zipCode: '10001',
      specialRequest: NOTE,
    }),
  );
  const giftCard = await ok<{ orderId: string }>(
    client,
    client.post('submit-gift-card', {
      ...device,
      amount: 50,
      senderName: guest.clientName,
      senderEmail: guest.clientEmail,
      recipientName: 'Rory Friend',
      recipientEmail: 'rory@example.com',
      message: NOTE,
    }),
  );
  const { coatCheck: coat, lostItem } = await coatCheck(api, client);
  const staffLink = 'staff-rita';
  await api.app().request(`/venue-api/staff-availability/${staffLink}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await api.signIn()}` },
    body: JSON.stringify({
      staffName: 'Rita Staff',
      availability: [{ date: '2030-06-20', timeFrom: '8:00 PM', timeTo: '2:00 AM' }],
      notes: NOTE,
    }),
  });
  await ok(
    client,
    client.post('new-review-comment', { type: 'event', id: 'event-up-1', name: 'Vera', rating: 5, comment: 'Great night' }, null),
  );
  return {
    tickets,
    reservation: reservation.orderId,
    booking: booking.orderId,
    bottles: await bottleOrder(api),
    food: food.orderId,
    giftCard: giftCard.orderId,
    coatCheck: coat,
    lostItem,
    conversation: await conversation(client),
    staffLink,
    myOrdersToken: await myOrdersToken(api, client),
  };
}
