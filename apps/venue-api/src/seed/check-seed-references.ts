// What a schema cannot see in a seed: duplicate ids, references to events, talents or media
// that do not exist, and ranges that end before they start. Reports the first problem with the
// path of the offending field, like a decode error.
import { toBlockedPeriod } from '@venue/core/booking/blocked-periods';
import { normalisePromoterName } from '@venue/core/promoters/promoter-name';
import type { VenueSeedInput } from './venue-seed.schema';

export interface SeedProblem {
  readonly path: string;
  readonly message: string;
}

const MEDIA_PREFIX = '/venue-api/media/';

function firstDuplicate(ids: readonly string[], path: (i: number) => string): SeedProblem | undefined {
  const seen = new Set<string>();
  for (const [i, id] of ids.entries()) {
    if (seen.has(id)) return { path: path(i), message: `Duplicate id "${id}"` };
    seen.add(id);
  }
  return undefined;
}

/** Every string under `value` that points at a seeded picture, with its path. */
function* mediaReferences(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') {
    if (value.startsWith(MEDIA_PREFIX)) yield [path, value.slice(MEDIA_PREFIX.length)];
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* mediaReferences(item, `${path}[${i}]`);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) yield* mediaReferences(item, path ? `${path}.${key}` : key);
  }
}

export function checkSeedReferences(seed: VenueSeedInput): SeedProblem | undefined {
  const eventIds = new Set(seed.events.map((e) => e._id));
  const talentIds = new Set(seed.talents.map((t) => t._id));
  const duplicates = [
    firstDuplicate(
      seed.events.map((e) => e._id),
      (i) => `events[${i}]._id`,
    ),
    firstDuplicate(
      seed.events.flatMap((e) => e.tickets.map((t) => t._id)),
      () => 'events[].tickets[]._id',
    ),
    firstDuplicate(
      seed.talents.map((t) => t._id),
      (i) => `talents[${i}]._id`,
    ),
    firstDuplicate(
      seed.faqItems.map((x) => x._id),
      (i) => `faqItems[${i}]._id`,
    ),
    firstDuplicate(
      seed.foodMenuItems.map((x) => x._id),
      (i) => `foodMenuItems[${i}]._id`,
    ),
    firstDuplicate(
      seed.drinkMenuItems.map((x) => x._id),
      (i) => `drinkMenuItems[${i}]._id`,
    ),
    firstDuplicate(
      seed.bottleCategories.flatMap((c) => c.products.map((p) => p._id)),
      () => 'bottleCategories[].products[]._id',
    ),
    firstDuplicate(
      seed.blockDates.map((x) => x._id),
      (i) => `blockDates[${i}]._id`,
    ),
    firstDuplicate(
      (seed.bottlePromoters ?? []).map((x) => normalisePromoterName(x.promoterIGname)),
      (i) => `bottlePromoters[${i}].promoterIGname`,
    ),
    firstDuplicate(
      (seed.bottlePromoters ?? []).map((x) => x.promotionId),
      (i) => `bottlePromoters[${i}].promotionId`,
    ),
    firstDuplicate(
      (seed.ticketPromoters ?? []).map((x) => normalisePromoterName(x.promoterIGname)),
      (i) => `ticketPromoters[${i}].promoterIGname`,
    ),
    firstDuplicate(
      seed.reviews.map((x) => x._id),
      (i) => `reviews[${i}]._id`,
    ),
    firstDuplicate(
      seed.sliders.map((x) => x._id),
      (i) => `sliders[${i}]._id`,
    ),
    firstDuplicate(
      seed.popups.map((x) => x._id),
      (i) => `popups[${i}]._id`,
    ),
    firstDuplicate(
      seed.promotions.map((x) => x._id),
      (i) => `promotions[${i}]._id`,
    ),
    firstDuplicate(
      seed.gallery.albums.map((x) => x.eventId),
      (i) => `gallery.albums[${i}].eventId`,
    ),
    firstDuplicate(
      (seed.media ?? []).map((m) => m.name),
      (i) => `media[${i}].name`,
    ),
  ];
  const duplicate = duplicates.find((d) => d !== undefined);
  if (duplicate) return duplicate;

  for (const [i, event] of seed.events.entries()) {
    for (const [j, id] of event.talentIds.entries()) {
      if (!talentIds.has(id)) return { path: `events[${i}].talentIds[${j}]`, message: `No talent has the id "${id}"` };
    }
    for (const [j, ticket] of event.tickets.entries()) {
      if ((ticket.sold ?? 0) > ticket.capacity)
        return { path: `events[${i}].tickets[${j}].sold`, message: 'More tickets sold than the capacity' };
    }
  }
  for (const [i, promoter] of (seed.ticketPromoters ?? []).entries()) {
    if (promoter.eventId !== undefined && !eventIds.has(promoter.eventId))
      return { path: `ticketPromoters[${i}].eventId`, message: `No event has the id "${promoter.eventId}"` };
  }
  for (const [i, album] of seed.gallery.albums.entries()) {
    if (!eventIds.has(album.eventId)) return { path: `gallery.albums[${i}].eventId`, message: `No event has the id "${album.eventId}"` };
  }
  for (const [i, review] of seed.reviews.entries()) {
    const known =
      review.type === 'venue'
        ? review.targetId === seed.generalInfo._id
        : review.type === 'event'
          ? eventIds.has(review.targetId)
          : talentIds.has(review.targetId);
    if (!known) return { path: `reviews[${i}].targetId`, message: `No ${review.type} has the id "${review.targetId}"` };
  }
  for (const [i, block] of seed.blockDates.entries()) {
    // Core's reading, so every stored block is one the booking rules can read (docs/product.md#blocked-periods).
    const period = toBlockedPeriod(block, i);
    if (!period.ok && period.error.reason === 'ends-before-start')
      return { path: `blockDates[${i}].dateTo`, message: 'Ends before it starts' };
    if (!period.ok) return { path: `blockDates[${i}]`, message: `Cannot be read (${period.error.reason})` };
  }
  for (const [i, promotion] of seed.promotions.entries()) {
    if (promotion.validTo < promotion.validFrom) return { path: `promotions[${i}].validTo`, message: 'Ends before validFrom' };
  }
  const mediaNames = new Set((seed.media ?? []).map((m) => m.name));
  for (const [path, name] of mediaReferences({ ...seed, media: undefined }, '')) {
    if (!mediaNames.has(name)) return { path, message: `No media entry is named "${name}"` };
  }
  return undefined;
}
