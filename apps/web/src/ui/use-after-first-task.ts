// False until a task after the component mounted. Work that restyles the whole page at load (a modal
// opening on arrival) then runs in a task of its own instead of lengthening hydration's commit
// (docs/performance.md, "Main-thread work while the page starts").
import { useEffect, useState } from 'react';

export function useAfterFirstTask(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}
