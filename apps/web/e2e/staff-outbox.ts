// The mails the backend queued to one address, read where venue staff read them: the staff outbox
// (docs/backend.md#the-staff-outbox), signed in with the demo staff password.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiPath, onApiHost } from './servers';

export interface OutboxRow {
  readonly kind: string;
  /** The outbox's page of this mail; `${path}/preview` is the mail as its reader sees it. */
  readonly path: string;
}

/** Each listed mail to `recipient` (the page lists the latest ones, newest first). */
export async function outboxMailsTo(request: APIRequestContext, recipient: string): Promise<OutboxRow[]> {
  const signIn = await request.post(apiPath('staff/login'), { form: { password: 'demo-staff' }, maxRedirects: 0 });
  expect(signIn.status()).toBe(303);
  const page = await (await request.get(apiPath('staff/outbox'))).text();
  return (page.match(/<tr data-id="[^"]+">[\s\S]*?<\/tr>/g) ?? [])
    .filter((row) => row.includes(`<td>${recipient}</td>`))
    .map((row) => {
      const [, path = '', kind = ''] = /<a href="([^"]+)">([^<]+)<\/a>/.exec(row) ?? [];
      return { kind, path: onApiHost(path) };
    });
}
