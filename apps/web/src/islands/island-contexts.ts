// The two facts a part of a page may need about islands (docs/decisions.md#islands-on-content-pages).
import { createContext, type ReactElement } from 'react';

export interface IslandsPageRendering {
  /** The page's path and query, for the links in its islands. */
  readonly path: string;
  /** Renders an island to HTML as a root of its own, its ids prefixed with `idPrefix` (server/render-page.tsx). */
  readonly renderIsland: (island: ReactElement, idPrefix: string) => string;
}

/** Set by the server around a content page: its islands are hydrated apart, the rest of it never. */
export const IslandsPage = createContext<IslandsPageRendering | null>(null);

/**
 * Inside an island: where it is drawn. In the browser its controls work from their first render,
 * since the islands entry holds a press until the island runs and replays it; the server draws them
 * disabled, for a guest with no script at all, and the entry enables them as it starts.
 */
export const InIsland = createContext<'server' | 'browser' | null>(null);
