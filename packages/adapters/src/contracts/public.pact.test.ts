// Contract of the public campaign page: HTML an iframe loads without a bearer token.
// (invoices/pdf/{file} has its own contract with the orders.)
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { campaignPageUrl } from '../http/campaign-page';
import { createContentHttp } from '../http/content.http';
import { clientFor, venuePact, demoExponent } from '../testing/venue-pact';

const pact = venuePact();

const html =
  '<!doctype html><html><head><meta charset="utf-8"><title>Happy Hour</title></head><body><main><h1>Happy Hour</h1><p>Show this page at the bar.</p></main></body></html>';

describe('public pages contract', () => {
  it('GET multiEmailCampain/{promotionId} answers the campaign page as HTML, without a token', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the campaign page of a promotion')
      .withRequest('GET', '/multiEmailCampain/promo-happy-hour')
      .willRespondWith(200, (b) =>
        b
          .headers({ 'Content-Type': MatchersV3.regex(/^text\/html(;.*)?$/, 'text/html; charset=UTF-8') })
          .body('text/html', Buffer.from(html))
          // Any HTML document that names the promotion: the venue writes the page, not the site.
          .matchingRules({ body: { path: '$', rules: [MatchersV3.regex('^<!doctype html>[\\s\\S]*<title>Happy Hour</title>[\\s\\S]*</html>$', html)] } }),
      )
      .executeTest(async (server) => {
        const res = await fetch(campaignPageUrl(server.url, 'promo-happy-hour'));
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await res.text()).toContain('<title>Happy Hour</title>');
        // The promotion page asks through the adapter before it frames the page.
        expect(await createContentHttp(clientFor(server.url), demoExponent).campaignPage('promo-happy-hour')).toEqual({ ok: true, value: undefined });
      }));

  it('GET multiEmailCampain/{promotionId} answers 404 for an unknown promotion', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the campaign page of an unknown promotion')
      .withRequest('GET', '/multiEmailCampain/no-such-promotion')
      .willRespondWith(404)
      .executeTest(async (server) => {
        expect((await fetch(campaignPageUrl(`${server.url}/`, 'no-such-promotion'))).status).toBe(404);
        expect(await createContentHttp(clientFor(server.url), demoExponent).campaignPage('no-such-promotion')).toMatchObject({ ok: false, error: { status: 404 } });
      }));
});
