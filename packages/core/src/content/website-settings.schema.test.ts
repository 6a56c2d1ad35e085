import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import { WebsiteSettingsResponse } from './website-settings.schema';

const settings = (header: Record<string, unknown>) => ({
  data: {
    _id: 'velvet-room',
    header: { venueName: 'Velvet Room', title: 'Nights', image: null, colors: { background: '#1a1226', text: '#f6ecff' }, ...header },
    menus: [{ value: '/events', title: 'Events' }],
    seo: { title: 'Velvet Room', description: 'A club', keywords: 'club, bar' },
  },
});

const decode = decodeWith(WebsiteSettingsResponse, 'GET api/venue-website-settings/velvet-room');

describe('website settings', () => {
  it('points the FAQ link at faq when the venue sets no target', () => {
    expect(decode(settings({}))).toMatchObject({ ok: true, value: { data: { header: { faqTarget: 'faq' } } } });
    expect(decode(settings({ faqTarget: 'help' }))).toMatchObject({ ok: true, value: { data: { header: { faqTarget: 'help' } } } });
  });

  it('names a colour that is not a hex colour', () => {
    expect(decode(settings({ colors: { background: 'purple', text: '#ffffff' } }))).toMatchObject({
      ok: false,
      error: { path: 'data.header.colors.background' },
    });
  });
});
