// What the venue stored from the careers, contact and staff availability forms, read back the way venue staff read
// it: on the staff page's forms list (docs/backend.md#forms-and-uploads), signed in with the demo staff password.
import { expect, type APIRequestContext } from '@playwright/test';

export async function staffFormsPage(request: APIRequestContext): Promise<string> {
  const signIn = await request.post('/venue-api/staff/login', { form: { password: 'demo-staff' }, maxRedirects: 0 });
  expect(signIn.status()).toBe(303);
  const res = await request.get('/venue-api/staff/forms');
  expect(res.status()).toBe(200);
  return res.text();
}

/** The staff page's row of the submission naming `text` (the row's HTML), or an empty text when there is none. */
export const rowWith = (html: string, text: string): string => html.split('<tr').find((row) => row.includes(text)) ?? '';
