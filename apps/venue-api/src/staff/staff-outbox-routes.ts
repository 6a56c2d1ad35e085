// The staff outbox's routes (docs/backend.md#the-staff-outbox), mounted behind the staff sign-in and form
// tokens (routes/staff.routes.ts): the list, one mail, its HTML for the frame, and "Send again".
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ApiContext } from '../http/api-context';
import { composeMailWith } from '../mail/compose/compose-mail';
import type { ComposeMail } from '../mail/outbox-mail';
import { findOutboxMail, listOutbox, sendAgain } from '../mail/outbox/outbox.store';
import { outboxMailPage, outboxPage, staffOutboxMailPath, type Rendering } from './staff-outbox-page';
import { previewHeaders, previewHtml } from './staff-outbox-preview';

const LATEST = 200;
/** Outbox ids are UUIDs; anything else is no mail of ours. */
const isMailId = (id: string | undefined): id is string => id !== undefined && /^[0-9a-f-]{36}$/.test(id);

/** The staff pages' policy (staff.routes.ts) with the one frame this page shows: the mail's own route. */
const mailPageHeaders = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; frame-src 'self'; form-action 'self'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/** `compose`: how a mail is rendered for staff, the sender's own unless a test says otherwise. */
export function staffOutboxRoutes(ctx: ApiContext, compose: ComposeMail = composeMailWith(ctx)): Hono {
  const routes = new Hono();
  const found = async (c: Context) => {
    const id = c.req.param('id');
    return isMailId(id) ? findOutboxMail(ctx.db, id) : undefined;
  };
  const rendering = async (mail: NonNullable<Awaited<ReturnType<typeof found>>>): Promise<Rendering> => {
    try {
      return { mail: await compose(mail) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };
  const noSuchMail = (c: Context) => c.text('No mail has this id.', 404);

  routes.get('/staff/outbox', async (c) => c.html(outboxPage(await listOutbox(ctx.db, LATEST), LATEST), 200, mailPageHeaders));

  routes.get('/staff/outbox/:id', async (c) => {
    const mail = await found(c);
    return mail ? c.html(outboxMailPage(mail, await rendering(mail)), 200, mailPageHeaders) : noSuchMail(c);
  });

  routes.get('/staff/outbox/:id/preview', async (c) => {
    const mail = await found(c);
    const shown = mail && (await rendering(mail));
    if (!shown || !('mail' in shown) || shown.mail === null) return noSuchMail(c);
    return c.body(previewHtml(shown.mail), 200, previewHeaders);
  });

  routes.post('/staff/outbox/:id/send-again', async (c) => {
    const mail = await found(c);
    if (!mail) return noSuchMail(c);
    if (!(await sendAgain(ctx.db, mail.id, ctx.now()))) return c.text('It is being sent right now: reload the page in a moment.', 409);
    return c.redirect(staffOutboxMailPath(mail.id), 303);
  });

  return routes;
}
