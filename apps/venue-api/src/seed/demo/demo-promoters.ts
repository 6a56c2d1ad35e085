// Promoter codes of the demo venue (docs/product.md#bottle-checkout, #tickets): two percent codes and
// one fixed amount for bottles, and two for tickets (every event; the first event only). A guest types
// the Instagram name in the checkout's Promoter Instagram ID field.
import type { VenueSeedInput } from '../venue-seed.schema';

export function demoBottlePromoters(): NonNullable<VenueSeedInput['bottlePromoters']>[number][] {
  return [
    { promoterIGname: 'nightowl.promo', promotionId: 'promo-nightowl', discountType: '%', discountAmount: 10 },
    { promoterIGname: 'brooklyn.after.dark', promotionId: 'promo-brooklyn-after-dark', discountType: '%', discountAmount: 15 },
    { promoterIGname: 'velvet.vip', promotionId: 'promo-velvet-vip', discountType: '$', discountAmount: 25 },
  ];
}

export function demoTicketPromoters(): NonNullable<VenueSeedInput['ticketPromoters']>[number][] {
  return [
    { promoterIGname: 'nightowl.promo', promotionId: 'promo-tickets-nightowl', discountType: '%', discountAmount: 10 },
    { promoterIGname: 'djnova.crew', promotionId: 'promo-tickets-djnova', discountType: '$', discountAmount: 5, eventId: 'event-up-1' },
  ];
}
