// Title, description and keywords from the stored SEO settings, re-read every second (docs/product.md#routes-and-navigation),
// so a change stored by any part of the site (or another tab) shows without a reload.
import { useEffect } from 'react';
import { decodeWith } from '@venue/core/shared/decode';
import { SeoSettings } from '@venue/core/session/seo-settings.schema';
import { storage } from '../app/services';

const decodeSeo = decodeWith(SeoSettings, 'stored venueSEOSettings');

function readSeo(): SeoSettings | null {
  const raw = storage.get('venueSEOSettings');
  if (raw === null) return null;
  try {
    const decoded = decodeSeo(JSON.parse(raw));
    return decoded.ok ? decoded.value : null;
  } catch {
    return null;
  }
}

function setMeta(name: string, value: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  if (meta.content !== value) meta.content = value;
}

function applySeo(fallbackTitle: string | null): void {
  const seo = readSeo();
  const title = seo?.title?.trim() || fallbackTitle;
  if (title && document.title !== title) document.title = title;
  if (seo?.description) setMeta('description', seo.description);
  if (seo?.keywords) setMeta('keywords', seo.keywords);
}

export function PageHead({ venueName }: { readonly venueName: string | null }) {
  useEffect(() => {
    applySeo(venueName);
    const timer = window.setInterval(() => applySeo(venueName), 1000);
    const onStorage = () => applySeo(venueName);
    window.addEventListener('storage', onStorage);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('storage', onStorage);
    };
  }, [venueName]);
  return null;
}
