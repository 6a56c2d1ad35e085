// Where a link inside the site really goes: core's rules (legacy redirects, unknown paths to /,
// ref and PID carried over) plus the paths the web app serves beyond core's route table.
import { navigate, carryOverRefPid } from '@venue/core/routing/ref-pid-carry-over';
import { joinHref, splitHref } from '@venue/core/routing/query';

/** Navigation entries the site serves with a page of its own (docs/decisions.md). */
export const extraPagePaths: readonly string[] = ['/foodDelivery'];

export function siteHref(currentHref: string, targetHref: string): string {
  const target = splitHref(targetHref);
  if (extraPagePaths.includes(target.path)) {
    return joinHref({ ...target, query: carryOverRefPid(splitHref(currentHref).query, target.query) });
  }
  return navigate(currentHref, targetHref).href;
}

export const isExternal = (href: string): boolean => /^(https?:|mailto:|tel:)/i.test(href);
