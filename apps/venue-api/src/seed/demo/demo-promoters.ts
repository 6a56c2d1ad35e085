// Promoter codes of the demo venue (docs/product.md#bottle-checkout, #tickets): two percent codes and
// one fixed amount for bottles, and two for tickets (every event; the first event only). A guest types
// the Instagram name in the checkout's Promoter Instagram ID field.
import type { VenueSeedInput } from '../venue-seed.schema';

/** What changes with the place: one promoter's local name and the fixed amounts in the venue's currency. */
export interface PromoterContent {
  readonly localPromoter: string;
  readonly bottleAmountOff: number;
  readonly ticketAmountOff: number;
}

export const englishPromoters: PromoterContent = { localPromoter: 'brooklyn.after.dark', bottleAmountOff: 25, ticketAmountOff: 5 };

export function demoBottlePromoters(content: PromoterContent = englishPromoters): NonNullable<VenueSeedInput['bottlePromoters']>[number][] {
  return [
    { promoterIGname: 'nightowl.promo', promotionId: 'promo-nightowl', discountType: '%', discountAmount: 10 },
    {
      promoterIGname: content.localPromoter,
      promotionId: `promo-${content.localPromoter.replace(/\./g, '-')}`,
      discountType: '%',
      discountAmount: 15,
    },
    { promoterIGname: 'velvet.vip', promotionId: 'promo-velvet-vip', discountType: '$', discountAmount: content.bottleAmountOff },
  ];
}

export function demoTicketPromoters(content: PromoterContent = englishPromoters): NonNullable<VenueSeedInput['ticketPromoters']>[number][] {
  return [
    { promoterIGname: 'nightowl.promo', promotionId: 'promo-tickets-nightowl', discountType: '%', discountAmount: 10 },
    {
      promoterIGname: 'djnova.crew',
      promotionId: 'promo-tickets-djnova',
      discountType: '$',
      discountAmount: content.ticketAmountOff,
      eventId: 'event-up-1',
    },
  ];
}
