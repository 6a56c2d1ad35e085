// How a server-rendered page starts its scripts (docs/performance.md#first-paint): not from the head,
// where the browser would ask for 100+ kB of JavaScript before the page's pictures, but from one small
// script at the end of the body that preloads the page's modules and imports the entry. The pictures
// are already asked for by then, and the page is whole and readable without the scripts.

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

/**
 * The inline module script that starts the app once the first frame is painted (a hidden tab paints
 * none: it starts at once): it imports the entry, then adds the preload links a few per task, so that
 * starting forty fetches never holds the main thread in one long task. URLs are the build's own, the
 * nonce this request's.
 */
export function scriptStartHtml(entry: string, preloads: readonly string[], nonce: string): string {
  const urls = JSON.stringify([...new Set(preloads)]);
  return (
    `<script type="module" nonce="${nonce}">const urls=${urls};const preload=()=>{for(const href of urls.splice(0,${PRELOADS_PER_TASK})){` +
    `const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l)}` +
    `if(urls.length>0)setTimeout(preload,0)};const start=()=>{import(${JSON.stringify(entry)});preload()};` +
    `if(document.visibilityState==='hidden')start();else requestAnimationFrame(()=>setTimeout(start,0))</script>`
  );
}
