// Venue HTML on a page, cleaned by the sanitiser (sanitize-html.tsx), which is DOMPurify and too big
// to load with every page that shows a few paragraphs (docs/performance.md#javascript-budget). It comes
// in its own chunk: a server-rendered page keeps the server's cleaned HTML on screen until the chunk
// is in and the part hydrates; after a client navigation the part appears when the chunk is in.
import { lazy, memo, Suspense, type ReactNode } from 'react';
import type { SafeHtmlProps } from './sanitize-html';

/** Fetch the sanitiser ahead of need, e.g. when a form that may show a venue message starts. */
export const loadSafeHtml = () => import('./sanitize-html');

/**
 * A route loader's data, once the sanitiser is in too: a page reached by a client navigation then shows
 * its venue HTML with the rest, not a moment later. A failed sanitiser load leaves that to SafeHtml.
 */
export async function withSafeHtml<T>(data: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([data, loadSafeHtml().catch(() => undefined)]);
  return loaded;
}
const SanitizedHtml = lazy(() => loadSafeHtml().then((module) => ({ default: module.SanitizedHtml })));

// memo: a parent that re-renders while the chunk is still loading (a flow starting on hydration) must not
// reach the still-dehydrated part, or React drops the server's HTML and shows the fallback until the chunk is in.
export const SafeHtml = memo(function SafeHtml({ fallback = null, ...props }: SafeHtmlProps & { readonly fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
});
