// Every island a content page may hold: its code, loaded on its own, and when it is needed
// (docs/decisions.md#islands-on-content-pages). "touch": on the guest's first press, key or focus in
// it (the press is replayed once it works); "idle": once the page is loaded and the browser is idle;
// `afterMs`: that long after the page started, when the browser is idle, unless touched before: for
// a part that has nothing to do until then, so the page's start never pays for React.
import type { ComponentType } from 'react';
import { createWebStorage } from '@venue/adapters/storage/web-storage.storage';

export type IslandTiming = 'touch' | 'idle' | { readonly afterMs: number };

export interface IslandSpec {
  /** When to hydrate, or a choice made from the island's props as the server sent them. */
  readonly when: IslandTiming | ((props: Record<string, unknown>) => IslandTiming);
  readonly load: () => Promise<ComponentType<never>>;
}

/** A carousel turns every 6 s: its island runs a little before the first turn. */
const CAROUSEL_START_MS = 5000;

/** The soonest popup's delay, from the props the server sent (`popups[].delaySeconds`). */
function firstPopupDelayMs(props: Record<string, unknown>): number {
  const popups = Array.isArray(props.popups) ? (props.popups as { delaySeconds?: unknown }[]) : [];
  const delays = popups.map((p) => (typeof p.delaySeconds === 'number' ? p.delaySeconds * 1000 : 0));
  return delays.length === 0 ? 0 : Math.min(...delays);
}

export const islandModules = {
  // Without the settings the server could not read, it must run to load them (or offer a retry).
  'site-header': {
    when: (props) => (props.loaded ? 'touch' : 'idle'),
    load: () => import('../shell/site-header-island').then((m) => m.SiteHeaderIsland),
  },
  // A venue that last said "no web support" shows no launcher: the island must run to hide it.
  'chat-launcher': {
    when: () => (createWebStorage().get('showWebSupport') === 'no' ? 'idle' : 'touch'),
    load: () => import('../shell/chat-launcher').then((m) => m.ChatLauncher),
  },
  // Carousels rotate on their own, so they run untouched, from shortly before a first turn would be due;
  // until then the first slide is the server's.
  'home-slides': { when: { afterMs: CAROUSEL_START_MS }, load: () => import('../pages/home/home-slides').then((m) => m.HomeSlides) },
  'talent-photos': {
    when: { afterMs: CAROUSEL_START_MS },
    load: () => import('../pages/talents/talent-photos').then((m) => m.TalentPhotos),
  },
  // Nothing to do before the soonest popup is due: the island runs then and opens it when core's rule says, once
  // the guest is idle (docs/product.md#home).
  'venue-popups': {
    when: (props) => ({ afterMs: firstPopupDelayMs(props) }),
    load: () => import('../pages/home/venue-popups').then((m) => m.VenuePopups),
  },
  'rewards-signup': { when: 'touch', load: () => import('../pages/home/rewards-signup').then((m) => m.RewardsSignup) },
  'events-calendar': { when: 'touch', load: () => import('../pages/events/events-calendar').then((m) => m.EventsCalendar) },
  'event-actions': { when: 'touch', load: () => import('../pages/events/event-actions').then((m) => m.EventActions) },
  'photo-grid': { when: 'touch', load: () => import('../pages/gallery/photo-grid').then((m) => m.PhotoGrid) },
  'video-card': { when: 'touch', load: () => import('../pages/gallery/video-card').then((m) => m.VideoCard) },
  'lazy-embed': { when: 'touch', load: () => import('../ui/lazy-embed').then((m) => m.LazyEmbed) },
  'my-orders-form': { when: 'touch', load: () => import('../pages/my-orders/my-orders-form').then((m) => m.MyOrdersForm) },
  'night-calendar': { when: 'touch', load: () => import('../ui/night-summary-calendar').then((m) => m.NightCalendarButton) },
} satisfies Record<string, IslandSpec>;

export type IslandName = keyof typeof islandModules;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islandModules, name);
