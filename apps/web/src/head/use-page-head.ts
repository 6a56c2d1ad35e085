// The current page's head, from the deepest route's `meta` and the site data: the same function
// the server renders the first HTML's head with.
import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isRouteHandle } from '../app/route-handle';
import { headTags, type HeadTags, type SeoOverride } from './head-tags';
import { absoluteUrl, type PageMeta } from './page-meta';
import { routeTitles } from './route-titles';
import type { SiteData } from './site-data';
import { usePageLanguage, withBasename, type PageLanguage } from '../app/page-language';

export interface HeadMatch {
  readonly handle: unknown;
  readonly data: unknown;
}

export function pageMetaOf(matches: readonly HeadMatch[], site: SiteData, path: string, basename: string): PageMeta {
  const match = matches.findLast((m) => isRouteHandle(m.handle));
  if (!match || !isRouteHandle(match.handle)) return {};
  const title = routeTitles[match.handle.route];
  if (!match.handle.meta || match.data === undefined) return title ? { title } : {};
  return {
    ...(title ? { title } : {}),
    ...match.handle.meta(match.data, site, path, (sitePath) => absoluteUrl(site.origin, withBasename(basename, sitePath))),
  };
}

export function headOf(
  matches: readonly HeadMatch[],
  site: SiteData,
  path: string,
  language: PageLanguage,
  stored: SeoOverride | null = null,
): HeadTags {
  return headTags(pageMetaOf(matches, site, path, language.basename), site, path, language, stored);
}

export function usePageMeta(site: SiteData): { readonly page: PageMeta; readonly path: string } {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { basename } = usePageLanguage();
  const page = useMemo(() => pageMetaOf(matches, site, pathname, basename), [matches, site, pathname, basename]);
  return { page, path: pathname };
}
