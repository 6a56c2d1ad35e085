// Limits per client address (docs/backend.md#limits). The API token is public by design (the
// browser holds the site's client credentials), so these hold without it: every write to the API
// spends from the address's budget, and failed sign-ins and staff logins from a small one of their
// own. Past a budget the answer is 429 with Retry-After; the site asks the guest to wait a moment.
// Requests the server makes to itself (server rendering) have no address and are never limited.
// Budgets are kept in memory, or, on a PostgreSQL server, in its rate_limit table, so every instance
// spends from one budget per address (docs/backend.md#several-instances).
import type { Context, MiddlewareHandler } from 'hono';
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
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
  /** "Find my orders" asks, which send mail; each e-mail address has a budget of its own too (my-orders/address-budget.ts). */
  myOrdersAsks: { points: 10, seconds: 600 },
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
  if (route === '/my-orders') return 'myOrdersAsks';
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
  /** The PostgreSQL server's pool when instances share one (DATABASE_URL); memory when absent. */
  readonly pool?: pg.Pool | undefined;
}

/**
 * One limiter per budget. On a server its table comes from migration 012 (tableCreated) and the
 * retention chore prunes it (no timers of its own); should the server fail to answer, each instance
 * falls back to its own memory budget rather than refuse every guest.
 */
function limiterOf(name: RateBudgetName, budget: RateBudget, pool: pg.Pool | undefined): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points: budget.points, duration: budget.seconds });
  if (!pool) return memory;
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limit',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: name,
    points: budget.points,
    duration: budget.seconds,
    insuranceLimiter: memory,
  });
}

export function rateLimits({ trustProxy, enabled, pool }: RateLimitOptions): MiddlewareHandler {
  const limiters = new Map(
    Object.entries(rateBudgets).map(([name, b]) => [name as RateBudgetName, limiterOf(name as RateBudgetName, b, pool)]),
  );
  return async (c, next) => {
    const budget = enabled ? budgetOf(c.req.method, c.req.path) : null;
    const address = budget === null ? null : clientAddress(c, trustProxy);
    if (budget === null || address === null || address === 'local') return next();
    const limiter = limiters.get(budget) as RateLimiterAbstract;
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
