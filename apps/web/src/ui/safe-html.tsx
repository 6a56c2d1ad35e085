// Venue HTML on a page, cleaned by the sanitiser (sanitize-html.tsx), which is DOMPurify and too big
// to load with every page that shows a few paragraphs (docs/performance.md#javascript-budget). It comes
// in its own chunk: a server-rendered page keeps the server's cleaned HTML on screen until the chunk
// is in and the part hydrates; after a client navigation the part appears when the chunk is in.
import { lazy, memo, Suspense, type ReactNode } from 'react';
import type * as Sanitizer from './sanitize-html';
import type { SafeHtmlProps } from './sanitize-html';
import { useVenueWords } from './venue-language';

let loaded: typeof Sanitizer | undefined;

/** Fetch the sanitiser ahead of need, e.g. when a form that may show a venue message starts. */
export const loadSafeHtml = (): Promise<typeof Sanitizer> => import('./sanitize-html').then((module) => (loaded = module));

/**
 * A route loader's data, once the sanitiser is in too: a page reached by a client navigation then shows
 * its venue HTML with the rest, not a moment later. A failed sanitiser load leaves that to SafeHtml.
 */
export async function withSafeHtml<T>(data: Promise<T>): Promise<T> {
  const [result] = await Promise.all([data, loadSafeHtml().catch(() => undefined)]);
  return result;
}
const LazySanitizedHtml = lazy(() => loadSafeHtml().then((module) => ({ default: module.SanitizedHtml })));

// memo: a parent that re-renders while the chunk is still loading (a flow starting on hydration) must not
// reach the still-dehydrated part, or React drops the server's HTML and shows the fallback until the chunk is in.
// Venue HTML is the venue's words: marked with its language (venue-language.ts).
export const SafeHtml = memo(function SafeHtml({ fallback = null, ...props }: SafeHtmlProps & { readonly fallback?: ReactNode }) {
  const venueWords = useVenueWords();
  // Once the sanitiser is in, it renders at once: a lazy component would still suspend on its first render.
  const SanitizedHtml = loaded?.SanitizedHtml ?? LazySanitizedHtml;
  return (
    <Suspense fallback={fallback}>
      <SanitizedHtml {...venueWords} {...props} />
    </Suspense>
  );
});
