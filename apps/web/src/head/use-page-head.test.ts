// A page's structured data names its addresses in the page's language, as its canonical address does.
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../app/route-handle';
import { pageMetaOf } from './use-page-head';
import type { SiteData } from './site-data';

const site: SiteData = { origin: 'https://venue.example', venue: null, settings: null };
const handle: RouteHandle = {
  route: 'TeamDetails',
  module: 'src/pages/talents/team-details-page.tsx',
  meta: (_data, _site, path, pageUrl) => ({ jsonLd: [{ url: pageUrl(path) }] }),
};

describe('pageMetaOf', () => {
  it('gives a page’s meta the addresses of its own language', () => {
    const fr = pageMetaOf([{ handle, data: {} }], site, '/team-details/t-1', '/fr');
    expect(fr.jsonLd).toEqual([{ url: 'https://venue.example/fr/team-details/t-1' }]);
    const own = pageMetaOf([{ handle, data: {} }], site, '/team-details/t-1', '');
    expect(own.jsonLd).toEqual([{ url: 'https://venue.example/team-details/t-1' }]);
  });
});
