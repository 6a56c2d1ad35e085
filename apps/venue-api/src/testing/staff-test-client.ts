// Test helper: the staff page's requests against a startTestApi() app, signed in with the demo staff
// password (a session cookie) and posted as plain HTML forms from the page's own origin.
import { afterAll, beforeAll } from 'vitest';
import { orderTestClient, type OrderTestClient } from './order-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from './test-api';

export const staffOrigin = 'http://localhost';

export interface StaffTestClient {
  request(path: string, init?: RequestInit): Promise<Response>;
  /** A fresh session's cookie header value. */
  signIn(): Promise<string>;
  /** The app's routes, for tests over every staff route. */
  routes(): readonly { readonly method: string; readonly path: string }[];
  /** The CSRF token the staff page writes into its forms for this session. */
  csrf(cookie: string): Promise<string>;
  /** A form post with this session and its form token, from `from` (the page's own origin unless told). */
  postForm(cookie: string, path: string, fields: Record<string, string>, from?: string): Promise<Response>;
  /** A staff page as seen without a session (its status) and with one (its status and HTML). */
  readPage(path: string): Promise<{ readonly anonymous: number; readonly status: number; readonly html: string }>;
}

export function staffTestClient(api: TestApi): StaffTestClient {
  const request = async (path: string, init: RequestInit = {}) => api.app().request(`${staffOrigin}/venue-api/${path}`, init);
  return {
    request,
    routes: () => api.app().routes,
    async signIn() {
      const res = await request('staff/login', { method: 'POST', body: new URLSearchParams({ password: 'demo-staff' }) });
      return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    },
    async readPage(path) {
      const anonymous = (await request(path)).status;
      const res = await request(path, { headers: { cookie: await this.signIn() } });
      return { anonymous, status: res.status, html: await res.text() };
    },
    async csrf(cookie) {
      const page = await (await request('staff', { headers: { cookie } })).text();
      return /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    },
    async postForm(cookie, path, fields, from = staffOrigin) {
      const body = new URLSearchParams({ csrf: await this.csrf(cookie), ...fields });
      return request(path, { method: 'POST', headers: { cookie, origin: from }, body });
    },
  };
}

/** A test file's API, started before its tests and closed after them, with its guest and staff clients. */
export function staffTestApi(): { readonly client: OrderTestClient; readonly staff: StaffTestClient } {
  let api: TestApi | undefined;
  let clients: { client: OrderTestClient; staff: StaffTestClient } | undefined;
  beforeAll(async () => {
    api = await startTestApi();
    clients = { client: orderTestClient(api), staff: staffTestClient(api) };
  }, DB_START_TIMEOUT_MS);
  afterAll(() => api?.db.close());
  const started = () => {
    if (clients === undefined) throw new Error('staffTestApi: used outside a test');
    return clients;
  };
  return {
    get client() {
      return started().client;
    },
    get staff() {
      return started().staff;
    },
  };
}
