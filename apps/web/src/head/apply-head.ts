// Brings document.head in line with a page's HeadTags after hydration and each navigation. Tags
// the site manages carry data-head, so tags it did not write are left alone.
import type { HeadTags } from './head-tags';

const MANAGED = 'data-head';

function upsert<E extends Element>(selector: string, create: () => E): E {
  const found = document.head.querySelector<E>(selector);
  if (found) return found;
  const element = create();
  element.setAttribute(MANAGED, '');
  document.head.append(element);
  return element;
}

export function applyHead(tags: HeadTags): void {
  if (document.title !== tags.title) document.title = tags.title;
  const kept = new Set<Element>();
  for (const meta of tags.metas) {
    const element = upsert(`meta[${meta.key}="${meta.id}"]`, () => {
      const created = document.createElement('meta');
      created.setAttribute(meta.key, meta.id);
      return created;
    });
    if (element.getAttribute('content') !== meta.content) element.setAttribute('content', meta.content);
    kept.add(element);
  }
  for (const stale of document.head.querySelectorAll(`meta[${MANAGED}]`)) if (!kept.has(stale)) stale.remove();

  const canonical = upsert('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }));
  if (canonical.getAttribute('href') !== tags.canonical) canonical.setAttribute('href', tags.canonical);

  const alternates = [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="alternate"][hreflang][${MANAGED}]`)];
  const sameAlternates =
    alternates.length === tags.alternates.length &&
    alternates.every((link, i) => link.hreflang === tags.alternates[i]?.hreflang && link.getAttribute('href') === tags.alternates[i]?.href);
  if (!sameAlternates) {
    for (const link of alternates) link.remove();
    for (const { hreflang, href } of tags.alternates) {
      const link = Object.assign(document.createElement('link'), { rel: 'alternate', hreflang, href });
      link.setAttribute(MANAGED, '');
      document.head.append(link);
    }
  }

  const icon = upsert('link[rel="icon"]', () => Object.assign(document.createElement('link'), { rel: 'icon' }));
  if (icon.getAttribute('href') !== tags.icon) icon.setAttribute('href', tags.icon);

  const scripts = [...document.head.querySelectorAll<HTMLScriptElement>(`script[type="application/ld+json"][${MANAGED}]`)];
  const same = scripts.length === tags.jsonLd.length && scripts.every((s, i) => s.textContent === tags.jsonLd[i]);
  if (same) return;
  for (const script of scripts) script.remove();
  for (const json of tags.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(MANAGED, '');
    // textContent: never parsed as HTML.
    script.textContent = json;
    document.head.append(script);
  }
}
