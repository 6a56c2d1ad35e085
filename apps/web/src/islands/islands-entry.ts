// The only module a content page loads, once the page has loaded (docs/decisions.md#islands-on-content-pages):
// no React, no router. It finds the page's islands and hydrates each when it is needed (island-modules.ts):
// once the browser is idle, at a set time, or at the guest's first press, key or focus inside. A press or
// key that arrives before its island works (or before this entry, held inline: early-presses.ts) is
// replayed once it does, so none is lost; a plain link is never held, it simply navigates.
import {
  ISLAND_ATTRIBUTE,
  ISLAND_KEY_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
  SCRIPT_ONLY_ATTRIBUTE,
} from './island-attributes';
import { isHeldEvent, replayOf } from './early-presses';
import { isIslandName, islandModules, type IslandTiming } from './island-modules';
import { keepLanguageChoices } from '../shell/language-choice';

const hydrations = new WeakMap<Element, Promise<void>>();
const hydrated = new WeakSet<Element>();

const propsOf = (island: Element): Record<string, unknown> =>
  JSON.parse(island.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Record<string, unknown>;

function hydrate(island: Element): Promise<void> {
  let started = hydrations.get(island);
  if (started === undefined) {
    const name = island.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const props = propsOf(island);
    started = isIslandName(name)
      ? Promise.all([import('./hydrate-island'), islandModules[name].load()])
          .then(([{ hydrateIsland }, component]) =>
            hydrateIsland(island, component, props, island.getAttribute(ISLAND_KEY_ATTRIBUTE) ?? ''),
          )
          .then(() => {
            hydrated.add(island);
            island.setAttribute(ISLAND_READY_ATTRIBUTE, '');
          })
      : Promise.reject(new Error(`No island is named "${name}".`));
    hydrations.set(island, started);
  }
  return started;
}

const islandOf = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest(`[${ISLAND_ATTRIBUTE}]`) : null;

const timingOf = (island: Element): IslandTiming => {
  const name = island.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  if (!isIslandName(name)) return 'touch';
  const { when } = islandModules[name];
  return typeof when === 'function' ? when(propsOf(island)) : when;
};

const whenIdle = (work: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 500);
};

function replayLater(island: Element, replay: () => void): void {
  void hydrate(island).then(replay, (error: unknown) => console.error(error));
}

/** A press or key in an island that does not work yet: held, and replayed once it does. */
function hold(event: Event): void {
  const island = islandOf(event.target);
  if (island === null || hydrated.has(island) || !isHeldEvent(event)) return;
  event.preventDefault();
  event.stopPropagation();
  replayLater(island, replayOf(event));
}

const hydrateLogged = (island: Element) => (): void => void hydrate(island).catch((error: unknown) => console.error(error));

function warm(event: Event): void {
  const island = islandOf(event.target);
  if (island !== null) hydrateLogged(island)();
}

document.addEventListener('click', hold, true);
document.addEventListener('keydown', hold, true);
// What the inline script held before this entry loaded (early-presses.ts), replayed in order.
const early = window.__islandPresses;
early?.stop();
for (const event of early?.held ?? []) hold(event);
for (const type of ['pointerdown', 'touchstart', 'focusin']) document.addEventListener(type, warm, { capture: true, passive: true });
keepLanguageChoices();

for (const island of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
  const timing = timingOf(island);
  if (timing === 'idle') whenIdle(hydrateLogged(island));
  else if (timing !== 'touch') setTimeout(() => whenIdle(hydrateLogged(island)), Math.max(0, timing.afterMs - performance.now()));
}
// Controls drawn disabled for a guest with no script work from now on: a press is held until its island runs.
for (const control of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}] [${SCRIPT_ONLY_ATTRIBUTE}][disabled]`))
  control.removeAttribute('disabled');
// The venue's logo as the tab's icon, fetched once the page's own requests are done (server/html.ts).
const showIcon = (): void => {
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"][data-icon]');
  if (icon?.dataset.icon) icon.href = icon.dataset.icon;
};
if (document.readyState === 'complete') showIcon();
else window.addEventListener('load', showIcon, { once: true });
// Every press is answered from here on: for tests and for styles that need the script running.
document.documentElement.dataset.hydrated = 'true';
