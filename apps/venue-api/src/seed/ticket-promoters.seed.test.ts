// The seed's ticket promoter codes: optional, checked by the schema, for duplicates and for the event they name.
import { describe, expect, it } from 'vitest';
import { buildDemoSeed } from './demo-venue';
import { parseSeed } from './parse-seed';

const demo = buildDemoSeed('2030-06-15');
const withPromoters = (ticketPromoters: unknown) => ({ ...demo, ticketPromoters });

describe('ticketPromoters in a seed', () => {
  it("are optional, and the demo's decode with '$' amounts in cents and an optional event", () => {
    const { ticketPromoters: _, ...without } = demo;
    expect(parseSeed(without, 'seed').ok).toBe(true);
    const seed = parseSeed(demo, 'demo');
    expect(seed.ok && seed.value.ticketPromoters).toContainEqual({
      promoterIGname: 'djnova.crew',
      promotionId: 'promo-tickets-djnova',
      discountType: '$',
      discountAmount: 500,
      eventId: 'event-up-1',
    });
  });

  it('refuse an unknown event and two codes for one promoter, naming the path', () => {
    const code = { promoterIGname: 'Night.Owl', promotionId: 'p1', discountType: '%', discountAmount: 10 };
    expect(parseSeed(withPromoters([{ ...code, eventId: 'no-such-event' }]), 'seed')).toMatchObject({
      ok: false,
      error: { path: 'ticketPromoters[0].eventId' },
    });
    expect(parseSeed(withPromoters([code, { ...code, promoterIGname: '@night.owl', promotionId: 'p2' }]), 'seed')).toMatchObject({
      ok: false,
      error: { path: 'ticketPromoters[1].promoterIGname' },
    });
  });
});
