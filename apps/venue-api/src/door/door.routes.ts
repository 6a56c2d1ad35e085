// The door at /venue-api/staff/door (docs/product.md#the-door): the page, its scripts and its calls.
// The scripts hold no data and are served to anyone (a service worker's update check must reach them);
// the page and the calls sit behind the staff sign-in and its CSRF check (routes/staff.routes.ts).
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { AdmitAnswer, AdmitRequest, DoorList, Night, SyncAnswer, SyncRequest } from '@venue/core/door/door.schema';
import { decodeWith } from '@venue/core/shared/decode';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal, invalidInput } from '../http/refusal';
import { respond } from '../http/respond';
import { todayOf } from '../http/today';
import { csrfTokenOf } from '../staff/staff-csrf';
import { STAFF_COOKIE } from '../staff/staff-session';
import { staffBase } from '../staff/staff-pages';
import { doorDesk } from './door-desk';
import { doorPage, doorPath } from './door-page';
import { doorScripts } from './door-script';
import { doorPass } from './door-socket';
import type { IssuedCodes } from './issued-codes';

export const DOOR_SCRIPT_PATH = `${staffBase}/door.js`;
/** Beside the page, not under it: a worker's scope is its folder, and this one must cover /staff/door itself. */
export const DOOR_WORKER_PATH = `${staffBase}/door-worker.js`;

const scriptHeaders = {
  'content-type': 'text/javascript; charset=utf-8',
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
};

const pageHeaders = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; connect-src 'self'; worker-src 'self'; media-src 'self'; form-action 'self'; frame-ancestors 'none'",
  // The camera is the point of this page; nothing else is.
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/** The scripts, mounted before the sign-in. */
export function doorScriptRoutes(): Hono {
  const routes = new Hono();
  routes.get('/staff/door.js', async (c) => c.body((await doorScripts()).app.code, 200, scriptHeaders));
  routes.get('/staff/door-worker.js', async (c) => c.body((await doorScripts()).worker.code, 200, scriptHeaders));
  return routes;
}

const decodeNight = decodeWith(Night, 'night');

/** The page and the calls, mounted after the sign-in and CSRF check. */
export function doorRoutes(ctx: ApiContext, codes: IssuedCodes): Hono {
  const routes = new Hono();
  const desk = doorDesk(ctx, codes);
  const nightOf = (c: Context) => {
    const night = decodeNight(c.req.param('night'));
    return night.ok ? night.value : undefined;
  };
  const badNight = (c: Context) => answerRefusal(c, invalidInput('night', 'night: Expected a night as YYYY-MM-DD'));

  routes.get('/staff/door', async (c) => {
    const asked = decodeNight(c.req.query('night') ?? '');
    const scripts = await doorScripts();
    const page = doorPage({
      night: asked.ok ? asked.value : todayOf(ctx),
      door: (c.req.query('door') ?? '').trim().slice(0, 60),
      timeZone: ctx.timeZone,
      pass: doorPass(ctx.staffPassword, ctx.now()),
      csrf: csrfTokenOf(getCookie(c, STAFF_COOKIE) ?? ''),
      script: `door.js?v=${scripts.app.hash}`,
    });
    return c.html(page, 200, pageHeaders);
  });

  routes.get('/staff/door/nights/:night', async (c) => {
    const night = nightOf(c);
    return night ? respond(c, DoorList, await desk.list(night)) : badNight(c);
  });

  routes.post('/staff/door/nights/:night/admit', async (c) => {
    const night = nightOf(c);
    if (!night) return badNight(c);
    const input = await readInput(c, AdmitRequest);
    return input.ok ? respond(c, AdmitAnswer, await desk.admit(night, input.value.payload)) : answerRefusal(c, input.error);
  });

  routes.post('/staff/door/nights/:night/sync', async (c) => {
    const night = nightOf(c);
    if (!night) return badNight(c);
    const input = await readInput(c, SyncRequest);
    return input.ok ? respond(c, SyncAnswer, await desk.sync(night, input.value.payload)) : answerRefusal(c, input.error);
  });

  return routes;
}

export { doorPath };
