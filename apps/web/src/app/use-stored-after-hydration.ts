// What a flow page's storage kept, read once the page has hydrated and before the browser paints
// (docs/decisions.md#flow-pages-that-start-at-the-first-touch): the server and the hydrating browser draw
// the page without it, and a page whose storage kept something starts its flow again from it, unseen.
import { useLayoutEffect, useState } from 'react';
import type { StoragePort } from '@venue/core/ports/storage.port';
import { storage } from './services';

/** `read`'s answer from the guest's storage: undefined while unread, or when storage kept nothing. Read again when `of` changes. */
export function useStoredAfterHydration<T>(read: (from: StoragePort) => T | undefined, of = ''): T | undefined {
  const [stored, setStored] = useState<T | undefined>(undefined);
  // Only `of` names what is read; `read` is a new function on every render.
  useLayoutEffect(() => setStored(read(storage)), [of]);
  return stored;
}

/**
 * A page drawn from the cookie copy of storage (docs/decisions.md#checkouts-drawn-from-a-cookie-copy): the
 * drawn value until storage itself is read, then storage's, and whether that differs from the drawn one
 * (the copy was lost), so a flow started from the drawn value starts again from storage's.
 */
export function useStoredOverDrawn<T>(
  drawn: T,
  read: (from: StoragePort) => T,
  of = '',
): { readonly stored: T; readonly differs: boolean } {
  const kept = useStoredAfterHydration(read, of);
  const stored = kept === undefined ? drawn : kept;
  return { stored, differs: JSON.stringify(stored) !== JSON.stringify(drawn) };
}
