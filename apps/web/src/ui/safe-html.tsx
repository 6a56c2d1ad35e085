// Venue HTML on a page, cleaned by the sanitiser (sanitize-html.tsx), which is DOMPurify and too big
// to load with every page that shows a few paragraphs (docs/performance.md#javascript-budget). It comes
// in its own chunk: a server-rendered page keeps the server's cleaned HTML on screen until the chunk
// is in and the part hydrates; after a client navigation the part appears when the chunk is in.
import { lazy, Suspense, type ReactNode } from 'react';
import type { SafeHtmlProps } from './sanitize-html';

/** Fetch the sanitiser ahead of need, e.g. when a form that may show a venue message starts. */
export const loadSafeHtml = () => import('./sanitize-html');
const SanitizedHtml = lazy(() => loadSafeHtml().then((module) => ({ default: module.SanitizedHtml })));

export function SafeHtml({ fallback = null, ...props }: SafeHtmlProps & { readonly fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}
