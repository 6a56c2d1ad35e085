// The bot cannot book, reserve, order or take a payment, so it must never say it did
// (docs/decisions.md, "The chat bot never claims a booking or a payment"). The rule is simple and
// errs on the side of refusing: a reply is a claim when it says that "I" or "we" booked, reserved,
// confirmed, placed, processed, charged or received something, or that the guest's booking,
// reservation, order, ticket or payment is (or has been) confirmed, booked, placed, paid or the like.

const done =
  'booked|reserved|confirmed|placed|processed|completed|secured|charged|billed|received|taken|paid|made|created|held|locked in|all set|set up|successful|complete|done';
const things =
  'booking|bookings|reservation|reservations|table|tables|order|orders|payment|payments|ticket|tickets|deposit|purchase|spot|seat|seats';

const claims: readonly RegExp[] = [
  // "I've booked you a table", "we have charged your card", "I just confirmed it".
  new RegExp(
    `\\b(i|we)(\\s+have|\\s*'ve|\\s*’ve|\\s+just|\\s+already|\\s+now|\\s+successfully)*\\s+(booked|reserved|confirmed|placed|processed|completed|secured|charged|billed|received|taken|made|created|held|locked)\\b`,
    'i',
  ),
  // "Your reservation is confirmed", "your tickets have been booked", "the payment was received".
  new RegExp(
    `\\b(your|the)\\s+(\\w+\\s+)?(${things})\\s+(is|are|was|were|has been|have been|'s|’s)\\s+(now\\s+|been\\s+)?(${done})\\b`,
    'i',
  ),
  // "Booking confirmed!", "payment received", "reservation successful".
  new RegExp(`\\b(${things})\\s+(${done})\\b`, 'i'),
  // "You have been charged", "you're booked in", "you are all set for Friday".
  new RegExp(
    `\\byou\\s*('ve|’ve|\\s+have|\\s+were|'re|’re|\\s+are)\\s+(been\\s+|now\\s+)?(charged|billed|booked|reserved|confirmed|all set)\\b`,
    'i',
  ),
];

/** Whether `text` says a booking, reservation, order or payment was made or taken. */
export const claimsBookingOrPayment = (text: string): boolean => claims.some((claim) => claim.test(text));
