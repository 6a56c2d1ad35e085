// The seed's bottle promoter codes: optional, checked by the schema and for duplicates.
import { describe, expect, it } from 'vitest';
import { buildDemoSeed } from './demo-venue';
import { parseSeed } from './parse-seed';

const demo = buildDemoSeed('2030-06-15');
const withPromoters = (bottlePromoters: unknown) => ({ ...demo, bottlePromoters });

describe('bottlePromoters in a seed', () => {
  it("are optional, and the demo's decode with '$' amounts in cents", () => {
    const { bottlePromoters: _, ...without } = demo;
    expect(parseSeed(without, 'seed').ok).toBe(true);
    const seed = parseSeed(demo, 'demo');
    expect(seed.ok && seed.value.bottlePromoters).toContainEqual({
      promoterIGname: 'velvet.vip',
      promotionId: 'promo-velvet-vip',
      discountType: '$',
      discountAmount: 2500,
    });
  });

  it('refuse a percent above 100, an unknown type (at the code) and a name that is not an Instagram name, naming the path', () => {
    const cases: [unknown, string][] = [
      [{ promoterIGname: 'a', promotionId: 'p', discountType: '%', discountAmount: 120 }, 'bottlePromoters[0].discountAmount'],
      [{ promoterIGname: 'a', promotionId: 'p', discountType: '€', discountAmount: 5 }, 'bottlePromoters[0]'],
      [{ promoterIGname: 'two words', promotionId: 'p', discountType: '$', discountAmount: 5 }, 'bottlePromoters[0].promoterIGname'],
    ];
    for (const [promoter, path] of cases)
      expect(parseSeed(withPromoters([promoter]), 'seed')).toMatchObject({ ok: false, error: { path } });
  });

  it('refuse two codes for one promoter, whatever the case or a leading @, and a promotion used twice', () => {
    const code = { promoterIGname: 'Night.Owl', promotionId: 'p1', discountType: '%', discountAmount: 10 };
    expect(parseSeed(withPromoters([code, { ...code, promoterIGname: '@night.owl', promotionId: 'p2' }]), 'seed')).toMatchObject({
      ok: false,
      error: { path: 'bottlePromoters[1].promoterIGname' },
    });
    expect(parseSeed(withPromoters([code, { ...code, promoterIGname: 'other' }]), 'seed')).toMatchObject({
      ok: false,
      error: { path: 'bottlePromoters[1].promotionId' },
    });
  });
});
