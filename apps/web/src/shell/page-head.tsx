// The page head after hydration and each navigation: the page's tags (see head/head-tags.ts), with
// the stored SEO settings re-read every second (docs/product.md#routes-and-navigation), so a change
// stored by any part of the site (or another tab) shows without a reload.
import { useEffect } from 'react';
import type { SeoSettings } from '@venue/core/session/seo-settings.schema';
import { storage } from '../app/services';
import { applyHead } from '../head/apply-head';
import { headTags } from '../head/head-tags';
import { usePageLanguage } from '../app/page-language';
import type { PageMeta } from '../head/page-meta';
import type { SiteData } from '../head/site-data';

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The stored SEO settings, each field read as text or nothing (checked by hand: no schema library in the shell). */
function readSeo(): SeoSettings | null {
  const raw = storage.get('venueSEOSettings');
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { title, description, keywords } = parsed as Record<string, unknown>;
    return { title: textOrNull(title), description: textOrNull(description), keywords: textOrNull(keywords) };
  } catch {
    return null;
  }
}

interface PageHeadProps {
  readonly page: PageMeta;
  readonly site: SiteData;
  readonly path: string;
}

export function PageHead({ page, site, path }: PageHeadProps) {
  const language = usePageLanguage();
  useEffect(() => {
    const apply = () => applyHead(headTags(page, site, path, language, readSeo()));
    apply();
    const timer = window.setInterval(apply, 1000);
    window.addEventListener('storage', apply);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('storage', apply);
    };
  }, [page, site, path, language]);
  return null;
}
