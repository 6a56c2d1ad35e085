// What a guest's message asks about, for the questions the venue's own data answers better than the
// FAQ's prose (docs/backend.md#the-bot): the guest's own reservation or tickets (guest-order-intents.ts),
// hours (of one day or the week; doors tonight), the address, upcoming events, the bottle minimum,
// reserving a table, booking the venue. Pure; a short list of words, not a language model: a message it
// does not recognise goes on to the FAQ matcher.
import { weekDays, type WeekDay } from '@venue/core/session/venue-hours';
import { detectGuestOrderIntent, type GuestOrderIntent } from './guest-order-intents';
import { weekDayOf } from './venue-facts-text';

export type VenueIntent =
  | GuestOrderIntent
  | { readonly kind: 'hours'; readonly day: WeekDay | undefined }
  | { readonly kind: 'address' }
  | { readonly kind: 'events'; readonly day: WeekDay | undefined }
  | { readonly kind: 'bottles' }
  | { readonly kind: 'reservation' }
  | { readonly kind: 'booking' };

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[’'`]/g, '')
    .match(/[a-z0-9]+/g) ?? [];

const dayNames: ReadonlyMap<string, WeekDay> = new Map(
  weekDays.flatMap((day) => {
    const name = day.toLowerCase();
    return [name, `${name}s`, name.slice(0, 3)].map((w) => [w, day] as const);
  }),
);

/** The weekday a message names: a day's name, or today, tonight, tomorrow (from `today`, an ISO date). */
export function dayNamed(all: readonly string[], today: string): WeekDay | undefined {
  for (const w of all) {
    // "sun" and "sat" are common words only rarely; "wed" and "thu" never.
    const day = dayNames.get(w);
    if (day) return day;
    if (w === 'today' || w === 'tonight' || w === 'tonite' || w === 'now') return weekDayOf(today);
    if (w === 'tomorrow') return weekDays[(weekDays.indexOf(weekDayOf(today)) + 1) % 7];
  }
  return undefined;
}

const any = (all: ReadonlySet<string>, list: string) => list.split(' ').some((w) => all.has(w));

/** What the message asks, or undefined for the FAQ matcher to try. The order settles overlaps. */
export function detectIntent(text: string, today: string): VenueIntent | undefined {
  const list = words(text);
  const all = new Set(list);
  const joined = ` ${list.join(' ')} `;
  const day = dayNamed(list, today);
  const ownOrder = detectGuestOrderIntent({ all, joined });
  if (ownOrder) return ownOrder;
  // "What time do doors open?" asks about tonight unless it names a day.
  if (any(all, 'door doors') && any(all, 'open opens opening time when')) return { kind: 'hours', day: day ?? weekDayOf(today) };
  // Other questions about changing, cancelling or refunding (tickets, bottle orders) go to the FAQ (and staff),
  // never to the page that makes a new one.
  const aftercare = any(all, 'cancel cancellation change modify update refund refunds lost transfer resell');

  const bookingWords = any(all, 'hire rent rental buyout') || joined.includes(' private event') || joined.includes(' private party');
  const bookWord = any(all, 'book booking');
  if (!aftercare && (bookingWords || (bookWord && any(all, 'venue place room rooftop lounge space club birthday wedding corporate'))))
    return { kind: 'booking' };

  if (!aftercare && (any(all, 'reserve reservation reservations') || (bookWord && any(all, 'table tables'))))
    return { kind: 'reservation' };

  const bottleWords = any(all, 'bottle bottles table tables person guest guests head');
  const priceWords = any(all, 'price prices cost costs much');
  const excluded = any(all, 'tax taxes included gratuity tip deposit age old id');
  if (
    !aftercare &&
    !excluded &&
    (all.has('spend') ||
      (any(all, 'minimum min') && bottleWords) ||
      (any(all, 'bottle bottles table tables') && priceWords && !any(all, 'ticket tickets')))
  )
    return { kind: 'bottles' };

  const eventWords =
    any(all, 'event events party parties lineup happening dj djs show shows gig gigs concert upcoming playing') ||
    / whats on | what is on | line up /.test(joined) ||
    (any(all, 'ticket tickets') && (priceWords || any(all, 'buy get available left')));
  if (!aftercare && !any(all, 'difference door') && eventWords) return { kind: 'events', day };

  const otherPlaces = any(all, 'coat kitchen food delivery brunch ticket tickets garage parking park terrace');
  if (!otherPlaces && any(all, 'hours open opens opening close closes closing closed late')) return { kind: 'hours', day };

  const travel = any(all, 'park parking garage train subway station bus uber taxi');
  const whereAreYou = all.has('where') && any(all, 'you venue club bar located');
  if (!travel && (any(all, 'address located location directions direction map') || whereAreYou || joined.includes(' find you ')))
    return { kind: 'address' };

  return undefined;
}
