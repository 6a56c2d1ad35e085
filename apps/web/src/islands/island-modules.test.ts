import { describe, expect, it } from 'vitest';
import { islandModules, type IslandSpec, type IslandTiming } from './island-modules';

const timingOf = (spec: IslandSpec, props: Record<string, unknown>): IslandTiming =>
  typeof spec.when === 'function' ? spec.when(props) : spec.when;

describe('when each island loads', () => {
  it('runs the header at once only when the server could not read the website settings', () => {
    expect(timingOf(islandModules['site-header'], { loaded: { _id: 'venue' } })).toBe('touch');
    expect(timingOf(islandModules['site-header'], { loaded: null })).toBe('idle');
  });

  it('starts the popups when the soonest is due', () => {
    const popups = (...delays: number[]) => ({ popups: delays.map((delaySeconds) => ({ delaySeconds })) });
    expect(timingOf(islandModules['venue-popups'], popups(8, 3))).toEqual({ afterMs: 3000 });
    expect(timingOf(islandModules['venue-popups'], popups(0))).toEqual({ afterMs: 0 });
    expect(timingOf(islandModules['venue-popups'], { popups: 'not a list' })).toEqual({ afterMs: 0 });
  });

  it('starts the carousels before their first turn and everything else at the first touch', () => {
    expect(timingOf(islandModules['home-slides'], {})).toEqual({ afterMs: 5000 });
    for (const name of ['rewards-signup', 'events-calendar', 'event-actions', 'photo-grid', 'video-card', 'lazy-embed'] as const)
      expect(timingOf(islandModules[name], {}), name).toBe('touch');
  });
});
