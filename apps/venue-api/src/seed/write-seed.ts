// Writes a checked seed into an empty database, in one transaction, its texts' translations with it. Documents go in as their
// API shape (money in major units), columns that orders use hold minor units of its currency.
import { Schema } from 'effect';
import { normalisePromoterName } from '@venue/core/promoters/promoter-name';
import type { Database, Queryable } from '../db/database.port';
import { insertRows } from '../db/insert-rows';
import { writeTranslations } from '../languages/venue-texts';
import type { CheckedSeed } from './parse-seed';
import { seedExponent } from './seed-exponent';
import { venueSeedSchemasIn, type VenueSeedData, type VenueSeedInput } from './venue-seed.schema';

type Wire = VenueSeedInput;

/** The seed back to its wire shape, in the decimals of its own currency (seed-exponent.ts), as parse-seed.ts read it. */
const encodeSeed = (seed: VenueSeedData): Wire => Schema.encodeSync(venueSeedSchemasIn(seedExponent(seed.generalInfo)).VenueSeed)(seed);

function contentRows(wire: Wire) {
  const collection = (name: string, items: readonly { _id: string }[]) =>
    items.map((doc, position) => ({ collection: name, id: doc._id, position, doc }));
  return [
    ...collection('faq', wire.faqItems),
    ...collection('food-menu', wire.foodMenuItems),
    ...collection('drink-menu', wire.drinkMenuItems),
    ...collection('slider', wire.sliders),
    ...collection('popup', wire.popups),
    ...collection('promotion', wire.promotions),
    ...collection('talent', wire.talents),
    ...collection('venue-photo', wire.gallery.venuePhotos),
    ...collection('venue-video', wire.gallery.venueVideos),
    ...collection('fb-photo', wire.gallery.fbPhotos),
    // Albums are looked up by their event's id (event-album/{eventId}).
    ...wire.gallery.albums.map((doc, position) => ({ collection: 'event-album', id: doc.eventId, position, doc })),
    ...collection('job-position', wire.jobPositions ?? []),
  ];
}

async function writeTables(tx: Queryable, seed: VenueSeedData, wire: Wire): Promise<void> {
  await insertRows(
    tx,
    'venue',
    { id: 'text', general_info: 'jsonb', financial_settings: 'jsonb', financial_settings_on_location: 'jsonb', website_settings: 'jsonb' },
    [
      {
        id: seed.generalInfo._id,
        general_info: wire.generalInfo,
        financial_settings: wire.financialSettings,
        financial_settings_on_location: wire.financialSettingsOnLocation ?? null,
        website_settings: wire.websiteSettings,
      },
    ],
  );
  await insertRows(tx, 'content_item', { collection: 'text', id: 'text', position: 'integer', doc: 'jsonb' }, contentRows(wire));
  await insertRows(
    tx,
    'event',
    { id: 'text', event_date: 'date', position: 'integer', doc: 'jsonb' },
    wire.events.map(({ tickets: _tickets, ...doc }, position) => ({ id: doc._id, event_date: doc.date, position, doc })),
  );
  await insertRows(
    tx,
    'ticket_type',
    {
      id: 'text',
      event_id: 'text',
      position: 'integer',
      name: 'text',
      description: 'text',
      group_name: 'text',
      guests_per_ticket: 'integer',
      max_per_order: 'integer',
      price_cents: 'integer',
      capacity: 'integer',
      sold: 'integer',
    },
    seed.events.flatMap((event) =>
      event.tickets.map((t, position) => ({
        id: t._id,
        event_id: event._id,
        position,
        name: t.name,
        description: t.description,
        group_name: t.group,
        guests_per_ticket: t.guestsPerTicket,
        max_per_order: t.maxPerOrder,
        price_cents: t.price,
        capacity: t.capacity,
        sold: t.sold ?? 0,
      })),
    ),
  );
  const categories = seed.bottleCategories.map((category, position) => ({
    id: `category-${position + 1}`,
    position,
    name: category.name,
    products: category.products,
  }));
  await insertRows(
    tx,
    'bottle_category',
    { id: 'text', position: 'integer', name: 'text' },
    categories.map(({ products: _p, ...row }) => row),
  );
  await insertRows(
    tx,
    'bottle',
    { id: 'text', category_id: 'text', position: 'integer', name: 'text', description: 'text', price_cents: 'integer', photo: 'text' },
    categories.flatMap((category) =>
      category.products.map((p, position) => ({
        id: p._id,
        category_id: category.id,
        position,
        name: p.name,
        description: p.description ?? null,
        price_cents: p.price ?? null,
        photo: p.bottlePhoto ?? null,
      })),
    ),
  );
  await insertRows(
    tx,
    'block_date',
    { id: 'text', date_from: 'date', date_to: 'date', time_from: 'text', time_to: 'text', notes: 'text' },
    seed.blockDates.map((b) => ({
      id: b._id,
      date_from: b.dateFrom,
      date_to: b.dateTo,
      time_from: b.timeFrom ?? null,
      time_to: b.timeTo ?? null,
      notes: b.notes ?? '',
    })),
  );
  await insertRows(
    tx,
    'bottle_promoter',
    { ig_name: 'text', promotion_id: 'text', discount_type: 'text', discount_percent: 'numeric', discount_cents: 'integer' },
    (seed.bottlePromoters ?? []).map((p) => ({
      ig_name: normalisePromoterName(p.promoterIGname),
      promotion_id: p.promotionId,
      discount_type: p.discountType,
      discount_percent: p.discountType === '%' ? p.discountAmount : null,
      discount_cents: p.discountType === '$' ? p.discountAmount : null,
    })),
  );
  await insertRows(
    tx,
    'ticket_promoter',
    { promoter_ig: 'text', promotion_id: 'text', discount_type: 'text', discount_amount: 'numeric', event_id: 'text' },
    (seed.ticketPromoters ?? []).map((p) => ({
      promoter_ig: normalisePromoterName(p.promoterIGname),
      promotion_id: p.promotionId,
      discount_type: p.discountType,
      // One amount column: the percent for '%', cents for '$' (migrations/007-order-extras.sql).
      discount_amount: p.discountAmount,
      event_id: p.eventId ?? null,
    })),
  );
  await insertRows(
    tx,
    'review',
    {
      id: 'text',
      target_type: 'text',
      target_id: 'text',
      reviewer_name: 'text',
      rating: 'integer',
      comment: 'text',
      review_date: 'date',
      photo: 'text',
      featured: 'boolean',
    },
    seed.reviews.map((r) => ({
      id: r._id,
      target_type: r.type,
      target_id: r.targetId,
      reviewer_name: r.name,
      rating: r.rating,
      comment: r.comment,
      review_date: r.date,
      photo: r.photo,
      featured: r.featured ?? false,
    })),
  );
  await insertRows(
    tx,
    'media',
    { name: 'text', content_type: 'text', body: 'text' },
    (seed.media ?? []).map((m) => ({ name: m.name, content_type: 'image/svg+xml', body: m.svg })),
  );
}

export async function writeSeed(db: Database, { translations = [], ...seed }: CheckedSeed): Promise<void> {
  const wire = encodeSeed(seed);
  await db.transaction(async (tx) => {
    await writeTables(tx, seed, wire);
    await writeTranslations(tx, translations);
  });
}
