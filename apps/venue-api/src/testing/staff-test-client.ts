// Test helper: the staff page's requests against a startTestApi() app, signed in with the demo staff
// password (a session cookie) and posted as plain HTML forms from the page's own origin.
import type { TestApi } from './test-api';

export const staffOrigin = 'http://localhost';

export interface StaffTestClient {
  request(path: string, init?: RequestInit): Promise<Response>;
  /** A fresh session's cookie header value. */
  signIn(): Promise<string>;
  /** A form post with this session, from `from` (the page's own origin unless told). */
  postForm(cookie: string, path: string, fields: Record<string, string>, from?: string): Promise<Response>;
}

export function staffTestClient(api: TestApi): StaffTestClient {
  const request = async (path: string, init: RequestInit = {}) => api.app().request(`${staffOrigin}/venue-api/${path}`, init);
  return {
    request,
    async signIn() {
      const res = await request('staff/login', { method: 'POST', body: new URLSearchParams({ password: 'demo-staff' }) });
      return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    },
    postForm: (cookie, path, fields, from = staffOrigin) =>
      request(path, { method: 'POST', headers: { cookie, origin: from }, body: new URLSearchParams(fields) }),
  };
}
