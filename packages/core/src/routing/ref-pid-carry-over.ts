// Referral tracking (docs/product.md#routes-and-navigation): when ref and PID are on the previous
// or the target route but not both on the target, they are carried over to the target.
import { joinHref, splitHref, type Query } from './query';
import { resolvePath, type RouteName, type RouteParams } from './routes';

export const TRACKING_KEYS = ['ref', 'PID'] as const;

const has = (query: Query, key: string): boolean => Object.hasOwn(query, key) && query[key] !== '';

/**
 * The target query with ref and PID filled in from the previous route. A target that already has
 * both is left alone; otherwise each one the target lacks is copied from the previous route when
 * it has it there. The target's own values always win. An empty value counts as absent.
 */
export function carryOverRefPid(previous: Query, target: Query): Query {
  if (TRACKING_KEYS.every((key) => has(target, key))) return target;
  const carried: Record<string, string> = {};
  for (const key of TRACKING_KEYS) {
    const value = previous[key];
    if (!has(target, key) && has(previous, key) && value !== undefined) carried[key] = value;
  }
  return Object.keys(carried).length === 0 ? target : { ...target, ...carried };
}

export interface Navigation {
  /** Where the browser ends up: the page's path with its query (tracking carried over) and hash. */
  readonly href: string;
  readonly route: RouteName;
  readonly params: RouteParams;
  /** How the target's path was left, if it was: for good (a legacy or non-canonical path) or for now (an unknown path). */
  readonly redirect: 'none' | 'permanent' | 'temporary';
}

/**
 * Resolves a navigation from one href to another: legacy paths redirect to their new path, unknown
 * paths to /, both keeping the target's query and hash; then ref and PID are carried over.
 */
export function navigate(previousHref: string, targetHref: string): Navigation {
  const previous = splitHref(previousHref);
  const target = splitHref(targetHref);
  let resolved = resolvePath(target.path);
  let path = target.path;
  let redirect: Navigation['redirect'] = 'none';
  if (resolved.kind === 'redirect') {
    path = resolved.to;
    redirect = resolved.permanent ? 'permanent' : 'temporary';
    resolved = resolvePath(path);
  }
  // Every redirect target is in the route table; reaching here means the table itself is wrong.
  if (resolved.kind !== 'page') throw new Error(`redirect target ${path} is not a route`);
  const query = carryOverRefPid(previous.query, target.query);
  return { href: joinHref({ path, query, hash: target.hash }), route: resolved.route, params: resolved.params, redirect };
}
