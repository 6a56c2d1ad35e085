// False in the server's HTML and the first render in the browser, true once React has hydrated the
// page: a control whose handler is not there yet waits for it (disabled), so a press is never lost.
// Inside an island it is true from the start: the islands entry keeps a press and replays it once
// the island is hydrated (islands/islands-entry.ts), so the control must be pressable before.
import { useContext, useEffect, useState } from 'react';
import { InIsland } from '../islands/island-contexts';

export function useHydrated(): boolean {
  const inIsland = useContext(InIsland);
  const [hydrated, setHydrated] = useState(inIsland);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
