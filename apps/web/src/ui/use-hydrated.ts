// False in the server's HTML and the first render in the browser, true once React has hydrated the
// page: a control whose handler is not there yet waits for it (disabled), so a press is never lost.
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
