// The two facts a part of a page may need about islands (docs/decisions.md#islands-on-content-pages).
import { createContext } from 'react';

/** Set by the server around a content page: its islands are hydrated apart, the rest of it never. */
export const IslandsPage = createContext<{ readonly path: string } | null>(null);

/** True inside an island: its controls work from their first paint, since a press is kept and replayed. */
export const InIsland = createContext(false);
