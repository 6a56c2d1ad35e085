// Limits per client address (docs/backend.md#limits). The API token is public by design (the
// browser holds the site's client credentials), so these hold without it: every write to the API
// spends from the address's budget, and failed sign-ins and staff logins from a small one of their
// own. Past a budget the answer is 429 with Retry-After; the site asks the guest to wait a moment.
// Requests the server makes to itself (server rendering) have no address and are never limited.
import type { Context, MiddlewareHandler } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { clientAddress } from './client-address';
import { answerRefusal, refusal } from './refusal';

export interface RateBudget {
  readonly points: number;
  readonly seconds: number;
}

/** Generous enough for a venue's Wi-Fi, where many guests share one address on a busy night. */
export const rateBudgets = {
  /** Orders, forms, reviews, price checks: any POST or PUT not named below. */
  writes: { points: 120, seconds: 60 },
  payments: { points: 30, seconds: 60 },
  chatMessages: { points: 60, seconds: 60 },
  /** Requests that carry files: chat files and voice notes, talent photos. */
  uploads: { points: 30, seconds: 600 },
  /** Only failed attempts count, so a guest's own sign-ins never run out. */
  failedSignIns: { points: 20, seconds: 900 },
  failedStaffLogins: { points: 10, seconds: 900 },
} as const satisfies Record<string, RateBudget>;

export type RateBudgetName = keyof typeof rateBudgets;

const API_PREFIX = '/venue-api';

/** Which budget a request spends from; null when it spends from none (reads). */
export function budgetOf(method: string, path: string): RateBudgetName | null {
  const route = path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path;
  if (method !== 'POST' && method !== 'PUT' && method !== 'PATCH' && method !== 'DELETE') return null;
  if (route === '/oauth/token') return 'failedSignIns';
  if (route === '/staff/login') return 'failedStaffLogins';
  if (route.startsWith('/staff/')) return null;
  // Stripe's deliveries and retries all come from a few addresses; the signature guards the webhook.
  if (route === '/stripe/webhook') return null;
  if (route === '/make-payment' || route === '/make-test-payment') return 'payments';
  if (route === '/api/onlineGuest/newMessage') return 'uploads';
  if (route.startsWith('/api/onlineGuest/')) return 'chatMessages';
  if (route === '/api/talents/new-talent') return 'uploads';
  return 'writes';
}

const failureBudgets = new Set<RateBudgetName>(['failedSignIns', 'failedStaffLogins']);
/** What a failed sign-in or staff login answers. */
const isFailure = (status: number) => status === 400 || status === 401;

function tooMany(c: Context, msBeforeNext: number): Response {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  c.header('retry-after', String(seconds));
  return answerRefusal(c, refusal(429, 'rate_limited', `Too many requests from this address. Please wait ${seconds} s and try again.`));
}

export interface RateLimitOptions {
  readonly trustProxy: boolean;
  /** Off only for load benchmarks (VENUE_RATE_LIMITS=0). */
  readonly enabled: boolean;
}

export function rateLimits({ trustProxy, enabled }: RateLimitOptions): MiddlewareHandler {
  const limiters = new Map(
    Object.entries(rateBudgets).map(([name, b]) => [
      name as RateBudgetName,
      new RateLimiterMemory({ points: b.points, duration: b.seconds }),
    ]),
  );
  return async (c, next) => {
    const budget = enabled ? budgetOf(c.req.method, c.req.path) : null;
    const address = budget === null ? null : clientAddress(c, trustProxy);
    if (budget === null || address === null || address === 'local') return next();
    const limiter = limiters.get(budget) as RateLimiterMemory;
    if (failureBudgets.has(budget)) {
      const spent = await limiter.get(address);
      if (spent !== null && spent.remainingPoints <= 0) return tooMany(c, spent.msBeforeNext);
      await next();
      if (isFailure(c.res.status)) await limiter.penalty(address, 1);
      return;
    }
    try {
      await limiter.consume(address, 1);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return tooMany(c, rejection.msBeforeNext);
      throw rejection;
    }
    return next();
  };
}
