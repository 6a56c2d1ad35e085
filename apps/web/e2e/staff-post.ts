// Posts a staff page form the way the page does (docs/backend.md#staff-page): signed in with the demo
// staff password, with the session's form token read from the page, as the browser would send it.
import { expect, type APIRequestContext } from '@playwright/test';

export async function staffFormPost(
  request: APIRequestContext,
  staffUrl: string,
  path: string,
  fields: Record<string, string>,
): Promise<void> {
  const signIn = await request.post(`${staffUrl}/login`, { form: { password: 'demo-staff' }, maxRedirects: 0 });
  expect(signIn.status()).toBe(303);
  const page = await (await request.get(staffUrl)).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const res = await request.post(`${staffUrl}/${path}`, { form: { ...fields, csrf }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
}
