// The site's storage port. The server keeps only the app token, shared by every render; the guest's
// storage is the browser's, with a cookie copy of the keys the server reads too
// (docs/decisions.md#checkouts-drawn-from-a-cookie-copy). Its own module so app/services.ts and
// app/venue-http.ts both import it.
import { storageFromCookies, withCookieCopy } from '@venue/adapters/storage/cookie-copy.storage';
import { createWebStorage } from '@venue/adapters/storage/web-storage.storage';
import { memoryStorage } from '@venue/core/ports/memory-storage';
import type { StoragePort } from '@venue/core/ports/storage.port';
import { isReadByServer } from '@venue/core/ports/keys-read-by-server';

export const storage: StoragePort = import.meta.env.SSR
  ? memoryStorage()
  : withCookieCopy(createWebStorage(), {
      isCopied: isReadByServer,
      jar: { write: (cookie) => void (document.cookie = cookie) },
      secure: location.protocol === 'https:',
    });

/** What a loader or the server reads of the guest's storage: in the browser, storage; on the server, the request's cookie copy. */
export const guestStorageOf = (request: Request): StoragePort =>
  import.meta.env.SSR ? storageFromCookies(request.headers.get('cookie'), isReadByServer) : storage;
