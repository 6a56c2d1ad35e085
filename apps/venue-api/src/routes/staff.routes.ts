// The staff page at /venue-api/staff: sign in with the staff password, see live conversations (those
// needing staff first), read one, reply (the guest sees staff typing), delete a guest, switch web support
// on or off, change bottle prices, say which dishes food delivery offers, read what the site's forms sent, see the mail
// outbox (staff/staff-outbox-routes.ts), put pictures in (staff/staff-pictures-routes.ts) and check guests in at the
// door (door/door.routes.ts). Plain HTML
// forms with a SameSite=Strict session cookie; it needs no bearer token, its own password guards it.
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { chatTextMaxLength } from '@venue/core/chat/chat-api.schema';
import { foodMenuSchemasIn } from '@venue/core/content/food-menu-item.schema';
import { minorFromMajor } from '@venue/core/money/minor-units';
import { isBlank } from '@venue/core/shared/form-validation';
import { deleteConversation, staffReply, staffTyping, switchWebSupport } from '../chat/staff-actions';
import type { ApiContext } from '../http/api-context';
import { readBottleCatalog, setBottlePrice } from '../store/bottles.store';
import { findGuest, listConversations, listMessages, readWebSupport } from '../store/chat.store';
import { bottlePricesPage, pricePrecision } from '../staff/staff-bottles-page';
import { foodDeliveryPage } from '../staff/staff-food-page';
import { staffMailingListPage } from '../mailing-list/staff-mailing-list-page';
import { staffCv, staffFormsPage } from '../staff/staff-forms-routes';
import { staffOutboxRoutes } from '../staff/staff-outbox-routes';
import { staffPicturesRoutes } from '../staff/staff-pictures-routes';
import { listItems, setFoodDeliverable } from '../store/content.store';
import { findOrder } from '../store/orders.store';
import { staffOrderPage } from '../staff/staff-order-page';
import { conversationPage, conversationPath, conversationsPage, loginPage, staffBase, staffReturnPath } from '../staff/staff-pages';
import { isHttps, requestOrigin } from '../http/client-address';
import { CSRF_FIELD, CSRF_HEADER, csrfTokenOf, isCrossSite, isCsrfToken, withCsrfFields } from '../staff/staff-csrf';
import { isStaffPassword, STAFF_COOKIE, STAFF_SESSION_SECONDS, staffSessions } from '../staff/staff-session';
import { noteStaffPageOpen } from '../staff/staff-presence';
import { STAFF_TYPING_SCRIPT_PATH, staffTypingScript } from '../staff/staff-typing-script';
import { doorRoutes, doorScriptRoutes } from '../door/door.routes';
import { guestCodeTable } from '../door/issued-codes';
import { venueKeys } from '../guest-codes/venue-keys';

const pageHeaders = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; connect-src 'self'; media-src 'self'; form-action 'self'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

async function formField(c: Context, name: string): Promise<string | undefined> {
  try {
    const value = (await c.req.parseBody())[name];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A form posted from another site is refused even before the SameSite cookie would be (staff-csrf.ts). */
const crossOrigin = (c: Context, trustProxy: boolean): boolean =>
  isCrossSite(c.req.header('origin'), c.req.header('sec-fetch-site'), requestOrigin(c, trustProxy));

/** Signed in: a post must carry the session's token; a page gets it in each of its forms. */
const csrfGuard: MiddlewareHandler = async (c, next) => {
  const session = getCookie(c, STAFF_COOKIE);
  if (c.req.method === 'POST') {
    const sent = c.req.header(CSRF_HEADER) ?? (await formField(c, CSRF_FIELD));
    if (!isCsrfToken(sent, session)) return c.text('This form is out of date: reload the page and send it again.', 403);
    return next();
  }
  await next();
  if (session === undefined || !(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
  c.res = new Response(withCsrfFields(await c.res.text(), csrfTokenOf(session)), c.res);
};

export function staffRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  const sessions = staffSessions(ctx.db, ctx.now);
  const page = (c: Context, body: Parameters<Context['html']>[0], status: 200 | 401 | 403 | 404 = 200) => c.html(body, status, pageHeaders);
  const back = (c: Context, path: string) => c.redirect(path, 303);

  routes.use('/staff/*', async (c, next) => {
    if (c.req.method === 'POST' && crossOrigin(c, ctx.trustProxy)) return c.text('Cross-site form posts are refused.', 403);
    return next();
  });

  // The door page's scripts hold no data: a service worker's update check reaches them signed in or not.
  routes.route('/', doorScriptRoutes());

  routes.post('/staff/login', async (c) => {
    const password = (await formField(c, 'password')) ?? '';
    const returnTo = staffReturnPath(await formField(c, 'return'));
    if (!isStaffPassword(password, ctx.staffPassword)) return page(c, loginPage(true, returnTo), 401);
    setCookie(c, STAFF_COOKIE, await sessions.open(), {
      httpOnly: true,
      sameSite: 'Strict',
      path: staffBase,
      maxAge: STAFF_SESSION_SECONDS,
      secure: isHttps(c, ctx.trustProxy),
    });
    return back(c, returnTo);
  });

  // Everything below needs a session; without one the sign-in form answers, and returns to the page asked for.
  const signedIn: MiddlewareHandler = async (c, next) => {
    if (await sessions.isOpen(getCookie(c, STAFF_COOKIE))) return next();
    const url = new URL(c.req.url);
    return page(c, loginPage(false, c.req.method === 'GET' ? url.pathname + url.search : staffBase), 401);
  };
  routes.use('/staff/*', signedIn);
  routes.use('/staff', signedIn);
  routes.use('/staff/*', csrfGuard);

  routes.post('/staff/logout', async (c) => {
    await sessions.close(getCookie(c, STAFF_COOKIE));
    deleteCookie(c, STAFF_COOKIE, { path: staffBase });
    return back(c, staffBase);
  });

  routes.get('/staff', async (c) => {
    await noteStaffPageOpen(ctx.db, ctx.now());
    return page(c, conversationsPage(await listConversations(ctx.db), await readWebSupport(ctx.db)));
  });

  routes.post('/staff/web-support', async (c) => {
    const enabled = await formField(c, 'enabled');
    if (enabled !== 'yes' && enabled !== 'no') return c.text('enabled must be yes or no.', 422);
    await switchWebSupport(ctx, enabled === 'yes');
    return back(c, staffBase);
  });

  routes.get('/staff/conversations/:hash', async (c) => {
    const guest = await findGuest(ctx.db, c.req.param('hash'));
    if (!guest) return back(c, staffBase);
    return page(c, conversationPage(guest, await listMessages(ctx.db, guest.hash)));
  });

  routes.post('/staff/conversations/:hash/reply', async (c) => {
    const hash = c.req.param('hash');
    const text = (await formField(c, 'message')) ?? '';
    if (isBlank(text) || text.length > chatTextMaxLength) return c.text(`A reply needs 1 to ${chatTextMaxLength} characters.`, 422);
    const sent = await staffReply(ctx, hash, text.trim());
    return back(c, sent ? conversationPath(hash) : staffBase);
  });

  // Staff typing in a reply box (staff-typing-script.ts): the guest's chat is told, nothing is stored.
  routes.post('/staff/conversations/:hash/typing', async (c) => {
    const typing = await formField(c, 'typing');
    if (typing !== 'yes' && typing !== 'no') return c.text('typing must be yes or no.', 422);
    return (await staffTyping(ctx, c.req.param('hash'), typing === 'yes')) ? c.body(null, 204) : c.text('No such guest.', 404);
  });

  routes.get(`/staff/${STAFF_TYPING_SCRIPT_PATH}`, (c) =>
    c.body(staffTypingScript, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    }),
  );

  routes.post('/staff/conversations/:hash/delete', async (c) => {
    if ((await formField(c, 'confirm')) !== 'yes') return c.text('Tick the box to confirm the deletion.', 422);
    await deleteConversation(ctx, c.req.param('hash'));
    return back(c, staffBase);
  });

  routes.get('/staff/bottles', async (c) => page(c, bottlePricesPage(await readBottleCatalog(ctx.db), ctx.moneyExponent)));

  routes.post('/staff/bottles/:id/price', async (c) => {
    const text = ((await formField(c, 'price')) ?? '').trim();
    const price = text === '' ? null : minorFromMajor(Number(text), ctx.moneyExponent);
    if (price !== null && !price.ok) return c.text(`A price is an amount in ${pricePrecision(ctx.moneyExponent)}, or empty.`, 422);
    // 0 and empty both mean "not sold", stored the one way the catalog reads it.
    const stored = price === null || price.value === 0 ? null : price.value;
    if (!(await setBottlePrice(ctx.db, c.req.param('id'), stored))) return page(c, 'No bottle has this id.', 404);
    return back(c, `${staffBase}/bottles`);
  });

  routes.get('/staff/food', async (c) =>
    page(c, foodDeliveryPage(await listItems(ctx.db, 'food-menu', foodMenuSchemasIn(ctx.moneyExponent).FoodMenuItem))),
  );

  routes.post('/staff/food/:id/delivery', async (c) => {
    const deliverable = await formField(c, 'deliverable');
    if (deliverable !== 'yes' && deliverable !== 'no') return c.text('deliverable must be yes or no.', 422);
    if (!(await setFoodDeliverable(ctx.db, c.req.param('id'), deliverable === 'yes'))) return page(c, 'No dish has this id.', 404);
    return back(c, `${staffBase}/food`);
  });

  routes.get('/staff/forms', async (c) => page(c, await staffFormsPage(ctx.db)));
  routes.get('/staff/mailing-list', async (c) => page(c, await staffMailingListPage(ctx.db)));

  routes.get('/staff/orders/:id', async (c) => {
    const order = await findOrder(ctx.db, c.req.param('id'));
    return order ? page(c, staffOrderPage(order)) : page(c, 'No order has this id.', 404);
  });
  routes.get('/staff/forms/cv/:name', (c) => staffCv(c, ctx));
  // The mail outbox: every mail, each as its reader gets it, and "Send again" (docs/backend.md#the-staff-outbox).
  routes.route('/', staffOutboxRoutes(ctx));
  // Posters, slides, gallery and album photos (docs/product.md#pictures).
  routes.route('/', staffPicturesRoutes(ctx));
  routes.route(
    '/',
    doorRoutes(
      ctx,
      guestCodeTable(ctx.db, async () => (await venueKeys(ctx.db, ctx.now)).publicKey),
    ),
  );

  return routes;
}
