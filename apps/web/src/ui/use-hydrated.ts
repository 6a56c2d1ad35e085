// False in the server's HTML and the first render in the browser, true once React has hydrated the
// page: a control whose handler is not there yet waits for it (disabled), so a press is never lost.
// An island hydrated in the browser is live from its first render: the islands entry enabled its
// controls as it started and holds a press until the island runs (islands/islands-entry.ts). Such a
// control carries `scriptOnly`, so the entry knows which disabled controls are its to enable.
import { useContext, useEffect, useState } from 'react';
import { SCRIPT_ONLY_ATTRIBUTE } from '../islands/island-attributes';
import { InIsland } from '../islands/island-contexts';

export function useHydrated(): boolean {
  const island = useContext(InIsland);
  const [hydrated, setHydrated] = useState(island === 'browser');
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The attribute a control disabled until hydrated carries. */
export const scriptOnly = { [SCRIPT_ONLY_ATTRIBUTE]: '' } as const;
