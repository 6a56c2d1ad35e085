// Moves keyboard and screen-reader focus to what just appeared (an error, a result), so the guest
// hears it and continues from there. Programmatic focus only: the element needs tabIndex={-1}.
import { useEffect, type RefObject } from 'react';

export function useFocusOn(ref: RefObject<HTMLElement | null>, key: string | null): void {
  useEffect(() => {
    if (key !== null) ref.current?.focus({ preventScroll: false });
  }, [ref, key]);
}
