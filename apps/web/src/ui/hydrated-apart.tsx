// A part of a server-rendered page that React hydrates on its own (docs/performance.md#main-thread-work-while-the-page-starts).
// React leaves a server-rendered Suspense boundary for later when it hydrates the page around it, then
// hydrates and commits each boundary in a pass of its own: the page's script runs as several short
// tasks instead of one long one, and a tap in a part not yet hydrated is replayed once it is. Nothing
// inside suspends, so in the browser it renders exactly like its child.
//
// A boundary that receives new props before it has hydrated must hydrate at once, in one piece, at the
// priority of that update. So the boundary re-renders only when its child element really changed
// (another component or a prop that is not the same value), not each time its parent renders.
import { memo, Suspense, type ReactElement } from 'react';

function sameElement(before: ReactElement, after: ReactElement): boolean {
  if (before.type !== after.type || before.key !== after.key) return false;
  const a = before.props as Record<string, unknown>;
  const b = after.props as Record<string, unknown>;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

export const HydratedApart = memo(
  function HydratedApart({ children }: { readonly children: ReactElement }) {
    return <Suspense fallback={null}>{children}</Suspense>;
  },
  (before, after) => sameElement(before.children, after.children),
);
