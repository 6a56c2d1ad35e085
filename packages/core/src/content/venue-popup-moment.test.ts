// Properties of when a venue popup opens (docs/product.md#home): never on a flow page, over the chat, a field in
// use or another dialog, never before its delay or before the guest has been idle, never twice a visit; and a
// guest who stays idle on a content page does get the soonest popup not seen yet, at the moment the rule said.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POPUP_IDLE_MS, shownPopupIds, venuePopupDecision, withShownPopup, type PopupScene } from './venue-popup-moment';

const ids = ['popup-a', 'popup-b', 'popup-c', 'popup-d'];
const popupList = fc.uniqueArray(fc.record({ _id: fc.constantFrom(...ids), delaySeconds: fc.integer({ min: 0, max: 120 }) }), {
  selector: (p) => p._id,
  minLength: 1,
  maxLength: ids.length,
});
const shown = fc.subarray(ids).map((list) => new Set(list));
const ms = fc.integer({ min: 0, max: 300_000 });
const scene = fc.record({
  contentPage: fc.boolean(),
  chatOpen: fc.boolean(),
  fillingForm: fc.boolean(),
  dialogOpen: fc.boolean(),
  msSincePageStart: ms,
  msSinceActivity: ms,
});
/** A content page with nothing in the way. */
const free = (s: PopupScene): PopupScene => ({ ...s, contentPage: true, chatOpen: false, fillingForm: false, dialogOpen: false });

describe('venuePopupDecision', () => {
  it('opens nothing on a flow page, over the open chat, a field in use or another dialog', () => {
    fc.assert(
      fc.property(popupList, shown, scene, (popups, seen, s) => {
        const blocked = !s.contentPage || s.chatOpen || s.fillingForm || s.dialogOpen;
        fc.pre(blocked);
        expect(venuePopupDecision(popups, seen, s).kind).not.toBe('open');
      }),
    );
  });

  it('never opens on a flow page, however long the guest waits', () => {
    fc.assert(
      fc.property(popupList, shown, scene, (popups, seen, s) => {
        expect(venuePopupDecision(popups, seen, { ...s, contentPage: false })).toEqual({ kind: 'never' });
      }),
    );
  });

  it('opens only a popup not seen this visit, once due and the guest idle, the soonest of those', () => {
    fc.assert(
      fc.property(popupList, shown, scene, (popups, seen, s) => {
        const decision = venuePopupDecision(popups, seen, s);
        if (decision.kind !== 'open') return;
        const unseen = popups.filter((p) => !seen.has(p._id));
        expect(seen.has(decision.popup._id)).toBe(false);
        expect(s.msSincePageStart).toBeGreaterThanOrEqual(decision.popup.delaySeconds * 1000);
        expect(s.msSinceActivity).toBeGreaterThanOrEqual(POPUP_IDLE_MS);
        expect(decision.popup).toBe(unseen.find((p) => p.delaySeconds === Math.min(...unseen.map((u) => u.delaySeconds))));
      }),
    );
  });

  it('says never once every popup has been seen this visit', () => {
    fc.assert(
      fc.property(popupList, scene, (popups, s) => {
        expect(venuePopupDecision(popups, new Set(popups.map((p) => p._id)), s)).toEqual({ kind: 'never' });
      }),
    );
  });

  it('opens for a guest who stays idle on a content page, exactly when it said to ask again', () => {
    fc.assert(
      fc.property(popupList, shown, scene, (popups, seen, s) => {
        const now = free(s);
        const first = venuePopupDecision(popups, seen, now);
        fc.pre(first.kind === 'wait');
        if (first.kind !== 'wait') return;
        expect(first.checkAgainInMs).toBeGreaterThan(0);
        const later = (by: number): PopupScene => ({
          ...now,
          msSincePageStart: now.msSincePageStart + by,
          msSinceActivity: now.msSinceActivity + by,
        });
        expect(venuePopupDecision(popups, seen, later(first.checkAgainInMs - 1)).kind).toBe('wait');
        expect(venuePopupDecision(popups, seen, later(first.checkAgainInMs)).kind).toBe('open');
      }),
    );
  });

  it('waits a whole idle time again after any activity', () => {
    fc.assert(
      fc.property(popupList, shown, scene, (popups, seen, s) => {
        const decision = venuePopupDecision(popups, seen, { ...free(s), msSinceActivity: 0 });
        if (decision.kind === 'wait') expect(decision.checkAgainInMs).toBeGreaterThanOrEqual(POPUP_IDLE_MS);
        else expect(decision.kind).toBe('never');
      }),
    );
  });

  it('waits 10 s of idleness after a 3 s delay, and then opens', () => {
    const popups = [{ _id: 'popup-a', delaySeconds: 3 }];
    const at = (msSincePageStart: number, msSinceActivity: number): PopupScene => ({
      ...free({ contentPage: true, chatOpen: false, fillingForm: false, dialogOpen: false, msSincePageStart, msSinceActivity }),
    });
    expect(venuePopupDecision(popups, new Set(), at(3000, 0))).toEqual({ kind: 'wait', checkAgainInMs: 10_000 });
    expect(venuePopupDecision(popups, new Set(), at(12_000, 9000))).toEqual({ kind: 'wait', checkAgainInMs: 1000 });
    expect(venuePopupDecision(popups, new Set(), at(13_000, 10_000))).toEqual({ kind: 'open', popup: popups[0] });
    expect(venuePopupDecision(popups, new Set(['popup-a']), at(13_000, 10_000))).toEqual({ kind: 'never' });
  });
});

describe('the popups seen this visit', () => {
  it('reads back what was kept, the newest first, and never opens those again', () => {
    fc.assert(
      fc.property(popupList, fc.array(fc.constantFrom(...ids), { maxLength: 8 }), scene, (popups, opened, s) => {
        let kept: string | null = null;
        for (const id of opened) kept = withShownPopup(shownPopupIds(kept), id);
        const seen = shownPopupIds(kept);
        expect(seen).toEqual(new Set(opened));
        const decision = venuePopupDecision(popups, seen, s);
        if (decision.kind === 'open') expect(opened).not.toContain(decision.popup._id);
      }),
    );
  });

  it('reads anything else kept under the key as nothing seen, or only its ids, and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (stored) => {
          const seen = shownPopupIds(stored);
          for (const id of seen) expect(typeof id).toBe('string');
          expect(seen.size).toBeLessThanOrEqual(50);
        },
      ),
    );
    expect(shownPopupIds('{"popup-a":true}')).toEqual(new Set());
    expect(shownPopupIds('["popup-a", 4, null]')).toEqual(new Set(['popup-a']));
    expect(shownPopupIds(null)).toEqual(new Set());
  });
});
