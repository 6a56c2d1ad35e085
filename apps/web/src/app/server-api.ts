// Where the server's renderer sends the venue API's calls (docs/architecture.md#one-build-any-backend):
// set once by server/render-page.tsx before the first render, read by app/venue-http.ts when that
// module first loads. Absent in the browser, which uses the page's settings (app/site-settings.ts).
export interface ServerApi {
  /** The API's base address as the site's server reaches it (in-process, or the venue's own API). */
  readonly baseURL: string;
  readonly fetch: typeof fetch;
  /** Each call's limit: a slow backend gives the page a 503, never a request that hangs. */
  readonly timeoutMs: number;
}

let installed: ServerApi | null = null;

export function installServerApi(api: ServerApi): void {
  installed = api;
}

export const serverApi = (): ServerApi | null => installed;
