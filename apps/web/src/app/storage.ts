// The site's storage port. The server keeps only the app token, shared by every render; the guest's
// storage is the browser's. Its own module so app/services.ts and app/venue-http.ts both import it.
import { createWebStorage } from '@venue/adapters/storage/web-storage.storage';
import { memoryStorage } from '@venue/core/ports/memory-storage';
import type { StoragePort } from '@venue/core/ports/storage.port';

export const storage: StoragePort = import.meta.env.SSR ? memoryStorage() : createWebStorage();
