// Questions about something the guest already has (docs/backend.md#the-bot): their table reservation (change it,
// cancel it, find it again) and their tickets or codes ("where is my ticket", "I lost my QR code"). Matched before
// the venue's own intents, so "change my reservation" is never answered with how to reserve. Pure word lists, like
// venue-intents.ts: a question they miss goes on to the other intents and the FAQ.

export type GuestOrderIntent =
  { readonly kind: 'my-reservation'; readonly want: 'change' | 'cancel' | 'find' } | { readonly kind: 'my-tickets' };

/** The message's words, lower case, apostrophes dropped ("can't" is "cant"). */
export interface MessageWords {
  readonly all: ReadonlySet<string>;
  /** The words joined with a space at each end, for phrases. */
  readonly joined: string;
}

const any = (all: ReadonlySet<string>, list: string) => list.split(' ').some((w) => all.has(w));

const cancelWords = 'cancel cancels cancelled canceled cancelling canceling cancellation refund refunds';
/** Verbs that mean a change on their own. */
const changeWords = 'change changes changing modify modifying update updating edit editing move moving reschedule amend postpone switch';
/** Words that mean a change only about the guest's own reservation ("add two more guests to my table"). */
const ownChangeWords = 'add more fewer less later earlier different another extra';
/** Words of losing something or never getting it. */
const lostWords = 'lost lose losing missing misplaced deleted resend forgot forgotten left';
const notWords = 'didnt havent hasnt never not cant cannot couldnt dont wont';
const gotWords = 'get got receive received arrive arrived come came see find found show open access';

/** Words of looking for something one has, or of it failing at the door. */
const locateWords = 'where wheres find show open see access send email mail link links download wallet scan work works working';

const mine = (w: MessageWords) => any(w.all, 'my mine our');
/** "my QR code": a short message that only names the thing. */
const short = (w: MessageWords) => w.joined.trim().split(' ').length <= 4;
const lostOrNeverGot = (w: MessageWords) =>
  any(w.all, lostWords) || (any(w.all, notWords) && any(w.all, gotWords)) || / (got|received|have|had) no /.test(w.joined);

function reservationWanted(w: MessageWords): GuestOrderIntent | undefined {
  const { all, joined } = w;
  const bottleService = any(all, 'bottle bottles minimum spend');
  const aboutTable = any(all, 'table tables') && !bottleService;
  const cancel = any(all, cancelWords) || / (cant|cannot|wont|will not) make (it|my|our) /.test(joined);
  const change = any(all, changeWords) || (mine(w) && any(all, ownChangeWords));
  const noun = any(all, 'reservation reservations reserved rez') || (aboutTable && (cancel || change || mine(w)));
  if (!noun || bottleService) return undefined;
  if (cancel) return { kind: 'my-reservation', want: 'cancel' };
  if (change) return { kind: 'my-reservation', want: 'change' };
  // "a table for my birthday" asks for a new reservation; "did my reservation go through" asks about one made.
  const wantsNew = any(all, 'reserve book') || / (make|get|have|want|need) (a|an) (reservation|table) /.test(joined);
  const namesIt = any(all, 'reservation reservations rez') ? mine(w) : mine(w) && any(all, locateWords);
  if (!wantsNew && (namesIt || lostOrNeverGot(w))) return { kind: 'my-reservation', want: 'find' };
  return undefined;
}

function ticketsWanted(w: MessageWords): GuestOrderIntent | undefined {
  const { all } = w;
  const otherCode = any(all, 'dress promo promoter discount gift coupon voucher zip postal');
  const ticket =
    any(all, 'ticket tickets eticket etickets qr barcode wristband pass passes confirmation') ||
    (any(all, 'code codes') && !otherCode) ||
    (any(all, 'order orders') && lostOrNeverGot(w));
  // Buying, prices and refunds are the events' and the FAQ's; a food order is the delivery's.
  const elsewhere =
    any(
      all,
      'buy purchase price prices cost costs much available sold refund refunds transfer resell sell upgrade include includes included valid difference food delivery delivered',
    ) || / (tickets?|any) left /.test(w.joined);
  if (!ticket || elsewhere || any(all, cancelWords) || any(all, changeWords)) return undefined;
  // "my ticket" alone is not enough: "do I need ID with my ticket?" is the FAQ's.
  return lostOrNeverGot(w) || (mine(w) && (any(all, locateWords) || short(w))) ? { kind: 'my-tickets' } : undefined;
}

/** What the guest asks about their own reservation or tickets, or undefined. */
export const detectGuestOrderIntent = (w: MessageWords): GuestOrderIntent | undefined => reservationWanted(w) ?? ticketsWanted(w);
