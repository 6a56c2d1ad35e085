import { jsonForScript } from '../head/head-tags';
import { SCRIPT_ONLY_ATTRIBUTE } from '../islands/island-attributes';

// How a server-rendered page starts its scripts (docs/performance.md#first-paint): not from the head,
// where the browser would ask for 100+ kB of JavaScript before the page's pictures, but from one small
// script at the end of the body that imports the entry and preloads the page's modules once the page
// and its main picture are painted. The page is whole and readable without the scripts.

/** The template's entry script and modulepreloads, taken out of the head to be started from the body's end. */
export interface TemplateScripts {
  readonly template: string;
  readonly entry: string;
  readonly preloads: readonly string[];
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_LINK = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function takeTemplateScripts(template: string): TemplateScripts {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (entry === undefined) throw new Error('The built index.html has no module entry script.');
  const preloads = [...template.matchAll(PRELOAD_LINK)].map((m) => m[1] ?? '');
  return { template: template.replace(ENTRY_SCRIPT, '').replace(PRELOAD_LINK, ''), entry, preloads };
}

/** How many modulepreload links one task adds: each costs the browser a fetch start (about half a millisecond on a slow phone). */
export const PRELOADS_PER_TASK = 6;

/** The longest the start waits for the page's main picture before starting anyway. */
export const MAIN_PICTURE_WAIT_MS = 2500;

/**
 * A page without a router (a content page, or a flow page before its app starts) may be left by Back or
 * Forward to an entry that a router made in this tab earlier: the browser then only changes the address,
 * as that entry was made by a script. Such a move to another page loads that page; a move between the
 * page's own anchors (Skip to content) does nothing. Defines `historyMove`, the listener.
 */
export const HISTORY_MOVE_CODE =
  `const here=location.pathname+location.search;` +
  `const historyMove=()=>{if(location.pathname+location.search!==here)location.reload()};addEventListener('popstate',historyMove);`;

/**
 * The start's shared part: `start()` imports the entry and asks the site for the modules the app will load
 * (`modulesHref`, core's routing/start-modules.ts: a list written into the page had pushed its first HTML past
 * the first round trip), then adds their preload links a few per task, so that starting forty fetches never
 * holds the main thread in one long task; `startAfterPaint()` starts once the first frame is painted and,
 * when the page has a main picture (the one image with fetchpriority high, ui/sized-image.tsx), once that
 * picture has loaded and been painted, or failed, or MAIN_PICTURE_WAIT_MS passed: the page's scripts never
 * take the network or the main thread from its largest paint. A hidden tab paints nothing: it starts at
 * once. A start whose import fails may be started again: a page that starts at the first touch tries at
 * the guest's next touch, its held presses kept until then. Without the list (a server of another build)
 * the app loads the same modules itself, a round trip or two later. Until the start, Back and Forward load
 * the page they lead to (HISTORY_MOVE_CODE). URLs are the build's own.
 */
function startCode(entry: string, modulesHref: string): string {
  return (
    `const preload=(urls)=>{for(const href of urls.splice(0,${PRELOADS_PER_TASK})){` +
    `const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l)}` +
    `if(urls.length>0)setTimeout(()=>preload(urls),0)};let listed=false;` +
    `const list=()=>{if(listed)return;listed=true;fetch(${JSON.stringify(modulesHref)}).then((a)=>a.ok?a.json():[])` +
    `.then((urls)=>preload(Array.isArray(urls)?urls.filter((u)=>typeof u==='string'&&u.startsWith('/assets/')):[]))` +
    `.catch(()=>{listed=false})};let started=false;${HISTORY_MOVE_CODE}` +
    `const start=()=>{if(started)return;started=true;removeEventListener('popstate',historyMove);` +
    `import(${JSON.stringify(entry)}).catch(()=>{started=false;addEventListener('popstate',historyMove)});list()};` +
    `const afterPaint=()=>requestAnimationFrame(()=>setTimeout(start,0));` +
    `const startAfterPaint=()=>{const picture=document.querySelector('img[fetchpriority="high"]');` +
    `if(document.visibilityState==='hidden')start();` +
    `else if(picture&&!picture.complete){picture.addEventListener('load',afterPaint);picture.addEventListener('error',afterPaint);` +
    `setTimeout(start,${MAIN_PICTURE_WAIT_MS})}else afterPaint()};`
  );
}

/**
 * A content page's islands start once the page has loaded (its pictures in) and a frame with them has been
 * shown: two animation frames, as the first runs before that frame is painted. Started at `load` alone, a
 * page whose main picture arrives before its first frame asked for its scripts before its largest paint,
 * and a slow phone would wait for them to show it (docs/performance.md#first-paint). A hidden tab paints
 * nothing: it starts at once.
 */
export const islandsStartCode = (entry: string): string =>
  `addEventListener('load',()=>{const start=()=>import(${JSON.stringify(entry)});` +
  `if(document.visibilityState==='hidden')start();else requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start,0)))},{once:true})`;

/** The inline module script of a flow page: it starts the app after the first paint (startCode). The nonce is this request's. */
export function scriptStartHtml(entry: string, modulesHref: string, nonce: string): string {
  return `<script type="module" nonce="${nonce}">${startCode(entry, modulesHref)}startAfterPaint()</script>`;
}

/**
 * The inline module script of a flow page that starts at the first touch
 * (docs/decisions.md#flow-pages-that-start-at-the-first-touch): the app starts at the guest's first press,
 * touch, key or focus anywhere on the page, or after the first paint as on other flow pages when storage
 * holds other values than the page was drawn with (`drawnWith`, from app/page-kinds.ts's valuesDrawnWith);
 * a field changed without a focus (a file chosen, an autofill) starts it too. Until then it opens the page's dialogs that are open when the page arrives
 * (`data-open-at-start`), focusing their `data-autofocus` control, enables the controls drawn disabled
 * for a guest with no script (`scriptOnly`), and marks the page as answering presses: the inline
 * early-presses script holds them for the app (islands/early-presses.ts).
 */
export function touchStartHtml(
  entry: string,
  modulesHref: string,
  nonce: string,
  drawnWith: Readonly<Record<string, string | null>>,
): string {
  return (
    `<script type="module" nonce="${nonce}">${startCode(entry, modulesHref)}let changed=false;` +
    `try{changed=Object.entries(${jsonForScript(drawnWith)}).some(([key,value])=>localStorage.getItem(key)!==value)}catch{}` +
    `if(changed)startAfterPaint();else{for(const d of document.querySelectorAll('dialog[data-open-at-start]'))` +
    `if(!d.open){d.showModal();d.querySelector('[data-autofocus]')?.focus()}` +
    `for(const c of document.querySelectorAll('[data-starts-on-touch] [${SCRIPT_ONLY_ATTRIBUTE}][disabled]'))c.removeAttribute('disabled');` +
    `for(const type of ['pointerdown','touchstart','focusin','keydown','input','change'])document.addEventListener(type,start,{capture:true,passive:true});` +
    `document.documentElement.dataset.hydrated='true'}</script>`
  );
}
