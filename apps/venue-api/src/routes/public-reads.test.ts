// Issue 43: the reservation and booking reads answered the `ip` and `userAgent` their form carried, which no page
// shows. Every public read by id (docs/api.md#what-each-read-by-id-exposes) is held here to the fields its pages
// show, read back from records made with every field filled; a new read by id fails until it is listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReservationDetails } from '@venue/core/booking/reservation.schema';
import { PrivateEventDetails } from '@venue/core/booking/venue-booking.schema';
import { answerPaths } from '../testing/answer-paths';
import { apiRoutes } from '../testing/api-routes';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { device, guest, publicReadRecords, type PublicReadRecords } from '../testing/public-read-records';
import { staffTestClient } from '../testing/staff-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

/** A guest's record: its read, the deep paths it may answer, and some it must (what its page shows back). */
interface RecordRead {
  readonly read: (records: PublicReadRecords) => string;
  readonly allowed: readonly string[];
  readonly shows?: readonly string[];
}
/** A read by id that answers no guest's record, and why. */
type NoRecord = string;

const under = (prefix: string, paths: readonly string[]) => paths.map((path) => `${prefix}${path}`);
const money = ['subTotal', 'tax', 'serviceCharge', 'discount', 'total', 'amountDue'];
const breakdown = [
  ...['taxPercent', 'servicePercent', 'discountPercent', 'promoterDiscount'],
  ...under('onLocation.', ['tax.percent', 'tax.amount', 'service.percent', 'service.amount']),
];
/** An order read (orders/order-answers.ts): its figures, and the details its kind's pages show, all of them there. */
const orderRead = (read: RecordRead['read'], details: readonly string[]): RecordRead => {
  const shown = under('data.details.', details);
  return {
    read,
    allowed: [
      ...under('data.', ['orderId', 'kind', 'status', 'createdAt', 'paidAt', 'invoice', 'holdUntil', 'mailedTo', ...money]),
      ...under('data.lines[].', ['itemId', 'name', 'quantity', 'unitPrice', 'lineTotal']),
      ...under('data.breakdown.', breakdown),
      ...shown,
    ],
    shows: shown,
  };
};
const ticketDetails = ['eventId', 'tickets[].ticketId', 'tickets[].quantity'];
/** The change pages show the guest's own reservation and booking back, contact details included (never `ip`, `userAgent`). */
const reservationDetails = Object.keys(ReservationDetails.fields);
const bookingDetails = Object.keys(PrivateEventDetails.fields);
const guestCode = ['codeId', 'orderId', 'kind', 'night', 'eventId', 'guestName', 'named', 'label', 'status', 'code', 'linkToken'];
const reviewLookup = under('data.', [
  ...['type', 'id', 'title', 'image', 'date', 'averageRating', 'reviewCount'],
  ...under('reviews[].', ['_id', 'type', 'targetId', 'name', 'rating', 'comment', 'date', 'photo']),
]);
// H3's other-guests reads (issue 43): each place's name and whether it is named, never a guest's e-mail or phone.
const attendee = ['_id', 'orderId', 'name'];

const reads: Readonly<Record<string, RecordRead | NoRecord>> = {
  '/venue-api/ticket-order/:id': orderRead((r) => `ticket-order/${r.tickets.id}`, ticketDetails),
  '/venue-api/api/ticketBooking/getBooking/:id': orderRead((r) => `api/ticketBooking/getBooking/${r.tickets.id}`, ticketDetails),
  '/venue-api/api/ticketBooking/bookingPayment/:id': {
    read: (r) => `api/ticketBooking/bookingPayment/${r.tickets.id}`,
    allowed: under('data.', ['orderId', 'status', 'total', 'amountDue', 'paid', 'paidAt', 'invoice']),
  },
  '/venue-api/ticket-attendee/:id': {
    read: (r) => `ticket-attendee/${r.tickets.id}`,
    allowed: under('data.', ['orderId', 'eventId', 'guestsAllowed', ...under('attendees[].', attendee)]),
  },
  '/venue-api/api/ticketBooking/getBookingAttendee/:id': {
    read: (r) => `api/ticketBooking/getBookingAttendee/${r.tickets.attendeeId}`,
    allowed: under('data.', attendee),
  },
  '/venue-api/reservation/:id': orderRead((r) => `reservation/${r.reservation}`, reservationDetails),
  '/venue-api/booking-info/:id': orderRead((r) => `booking-info/${r.booking}`, bookingDetails),
  '/venue-api/api/privateEvents/getOnePrivateEvent/:id': orderRead(
    (r) => `api/privateEvents/getOnePrivateEvent/${r.booking}`,
    bookingDetails,
  ),
  '/venue-api/bottle-order/:id': orderRead((r) => `bottle-order/${r.bottles}`, ['bottleDate', 'bottleTime', 'noOfGuests']),
  '/venue-api/food-order/:id': orderRead((r) => `food-order/${r.food}`, []),
  '/venue-api/gift-card/:id': orderRead((r) => `gift-card/${r.giftCard}`, ['recipientName', 'recipientEmail']),
  '/venue-api/coat-check-order/:id': orderRead((r) => `coat-check-order/${r.coatCheck.id}`, ['ticketNumber']),
  '/venue-api/coatcheck/:id': {
    read: (r) => `coatcheck/${r.coatCheck.claim}`,
    allowed: under('data.', ['_id', 'ticketNumber', 'items[].type', 'items[].quantity', 'total', 'status', 'createdAt']),
  },
  '/venue-api/api/lostItem/:id': {
    read: (r) => `api/lostItem/${r.lostItem}`,
    allowed: under('data.', ['_id', 'description', 'category', 'foundOn', 'location', 'status', 'coatCheckId']),
  },
  '/venue-api/guest-codes/order/:orderId': {
    read: (r) => `guest-codes/order/${r.tickets.id}?secret=${r.tickets.secret}`,
    allowed: under('data.', ['orderId', ...under('codes[].', guestCode)]),
  },
  '/venue-api/guest-codes/guest/:token': { read: (r) => `guest-codes/guest/${r.tickets.guestLink}`, allowed: under('data.', guestCode) },
  '/venue-api/my-orders/:token': {
    read: (r) => `my-orders/${r.myOrdersToken}`,
    allowed: under('data.', [
      'expiresAt',
      ...under('orders[].', ['orderId', 'kind', 'status', 'eventName', 'night', 'total', 'createdAt', 'invoice', 'cancelLink']),
      ...under('orders[].codes[].', ['guestName', 'label', 'linkToken']),
    ]),
  },
  '/venue-api/api/onlineGuest/message/:hash/website': {
    read: (r) => `api/onlineGuest/message/${r.conversation}/website`,
    // The guest's own conversation, as the chat shows it: never the details the guest opened it with.
    allowed: under('data[].', [
      ...['_id', 'clientId', 'type', 'message', 'from', 'hash', 'suggestions[]', 'audio', 'duration', 'rate'],
      ...under('meta.', ['author', 'fileName', 'fileUrl', 'fileType', 'fileSize']),
    ]),
  },
  '/venue-api/staff-availability/:id': {
    read: (r) => `staff-availability/${r.staffLink}`,
    allowed: under('data.', ['id', 'staffName', 'notes', 'updatedAt', ...under('availability[].', ['date', 'timeFrom', 'timeTo'])]),
  },
  '/venue-api/review/:type/:id': { read: () => 'review/event/event-up-1', allowed: reviewLookup },
  '/venue-api/api/reviews/review/:type/:id': { read: () => 'api/reviews/review/event/event-up-1', allowed: reviewLookup },
  '/venue-api/event-info/:id': 'the venue’s published content',
  '/venue-api/event-tickets/:id': 'the venue’s published content',
  '/venue-api/api/eventTickets/getGroupTickets/:id': 'the venue’s published content',
  '/venue-api/api/shopping/getGroupBottles/:id': 'the venue’s published content',
  '/venue-api/api/venue-website-settings/:id': 'the venue’s published content',
  '/venue-api/api/talents/getOne/:id': 'the venue’s published content',
  '/venue-api/api/talents/getAll/:page/:pageSize': 'the venue’s published content',
  '/venue-api/event-album/:id': 'the venue’s published content',
  '/venue-api/multiEmailCampain/:promotionId': 'the venue’s published content',
  '/venue-api/media/:name': 'a picture of the venue’s content',
  '/venue-api/media/:name/card.png': 'a picture of the venue’s content',
  '/venue-api/pictures/:hash/:file': 'a picture of the venue’s content',
  '/venue-api/media/uploads/:name': 'a file its sender uploaded, under a random name',
  '/venue-api/media/chat/:name': 'a file its sender uploaded, under a random name',
  '/venue-api/invoices/pdf/:file': 'the invoice: its own tests (orders/invoice-pdf.test.ts)',
  '/venue-api/mailing-list/confirm/:token': 'a page saying whether the signed link worked; it names no one',
  '/venue-api/mailing-list/unsubscribe/:token': 'a page saying whether the signed link worked; it names no one',
};

let api: TestApi;
let client: OrderTestClient;
let records: PublicReadRecords;

beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
  records = await publicReadRecords(api, client);
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const recordReads = Object.entries(reads).filter((entry): entry is [string, RecordRead] => typeof entry[1] !== 'string');

describe('every public read by id', () => {
  it('is in the table: each GET route with an id outside the staff pages (behind their sign-in)', () => {
    const byId = apiRoutes(api.app())
      .filter((route) => route.method === 'GET' && route.path.includes('/:') && !route.path.startsWith('/venue-api/staff/'))
      .map((route) => route.path);
    expect(byId.sort()).toEqual(Object.keys(reads).sort());
  });

  it.each(recordReads)('%s answers only the fields its pages show', async (_route, { read, allowed, shows = [] }) => {
    const res = await client.get(read(records));
    const text = await res.text();
    expect(res.status, text).toBe(200);
    const paths = answerPaths(JSON.parse(text));
    expect(paths.filter((path) => !allowed.includes(path))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining([...shows]));
    expect(text).not.toContain(device.ip);
  });

  it('leaves staff everything the guest sent, the form’s network data included, for every kind of order; no one without a session', async () => {
    const staff = staffTestClient(api);
    const cookie = await staff.signIn();
    expect((await staff.readPage(`staff/orders/${records.food}`)).anonymous).toBe(401);
    expect((await staff.request('staff/orders/no-such-order', { headers: { cookie } })).status).toBe(404);
    const { tickets, reservation, booking, bottles, food, giftCard, coatCheck } = records;
    for (const id of [tickets.id, reservation, booking, bottles, food, giftCard, coatCheck.id]) {
      const html = await (await staff.request(`staff/orders/${id}`, { headers: { cookie } })).text();
      for (const sent of [guest.clientName, guest.clientEmail, device.ip, device.userAgent]) expect(html, id).toContain(sent);
    }
  });
});
