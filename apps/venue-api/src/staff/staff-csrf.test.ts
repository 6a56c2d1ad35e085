// Cross-site posts with staff's cookie (issue 27: a bottle price was changed with `Origin: null`): every
// state-changing staff route of the real app refuses a post another site could make, and one without the
// session's form token; every form of every staff page carries that token; the typing script sends it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { staffOrigin, staffTestApi } from '../testing/staff-test-client';
import { csrfTokenOf, isCrossSite, withCsrfFields } from './staff-csrf';
import { staffTypingScript } from './staff-typing-script';

const t = staffTestApi();

/** The staff page's POST routes from the app itself, ids filled with the seed's Grey Goose where it fits. */
function staffPosts(routes: readonly { method: string; path: string }[]): string[] {
  const paths = routes.filter((r) => r.method === 'POST' && r.path.startsWith('/venue-api/staff/')).map((r) => r.path);
  return [...new Set(paths)]
    .filter((p) => p !== '/venue-api/staff/login')
    .map((p) => p.replace('/venue-api/', '').replace(/:[A-Za-z]+/g, 'bottle-grey-goose'));
}

const fields = { price: '1', enabled: 'no', typing: 'yes', message: 'hi', confirm: 'yes', deliverable: 'no' };

async function priceOfGreyGoose(): Promise<number | null | undefined> {
  const body = await t.client.json<{ data: { products: { _id: string; price: number | null }[] }[] }>(await t.client.get('bottles-items'));
  return body.data.flatMap((category) => category.products).find((bottle) => bottle._id === 'bottle-grey-goose')?.price;
}

describe('staff posts from another site', () => {
  it('refuses Origin null, a cross-site fetch without Origin, and a missing or foreign token on every staff post', async () => {
    const cookie = await t.staff.signIn();
    const otherSession = await t.staff.signIn();
    const token = await t.staff.csrf(cookie);
    expect(token).toMatch(/^[\w-]{40,}$/);
    const posts = staffPosts(t.staff.routes());
    expect(posts).toEqual(expect.arrayContaining(['staff/bottles/bottle-grey-goose/price', 'staff/logout', 'staff/web-support']));
    expect(posts.length).toBeGreaterThanOrEqual(7);
    const attempts: readonly [string, Record<string, string>, Record<string, string>][] = [
      ['Origin: null', { origin: 'null' }, { csrf: token }],
      ['no Origin, Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, { csrf: token }],
      ['no Origin, Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }, { csrf: token }],
      ['another origin', { origin: 'https://evil.example' }, { csrf: token }],
      ['no token', { origin: staffOrigin }, {}],
      ["another session's token", { origin: staffOrigin }, { csrf: await t.staff.csrf(otherSession) }],
      ['a made-up token', { origin: staffOrigin }, { csrf: 'x'.repeat(43) }],
    ];
    for (const path of posts)
      for (const [what, headers, token] of attempts) {
        const res = await t.staff.request(path, {
          method: 'POST',
          headers: { cookie, ...headers },
          body: new URLSearchParams({ ...fields, ...token }),
        });
        expect(res.status, `${path} with ${what}`).toBe(403);
      }
    expect(await priceOfGreyGoose()).toBe(350);
    // Still signed in: the logout above was refused too.
    expect((await t.staff.request('staff', { headers: { cookie } })).status).toBe(200);
  });

  it("accepts the page's own post with its token, with or without Origin", async () => {
    const cookie = await t.staff.signIn();
    const csrf = await t.staff.csrf(cookie);
    const post = (headers: Record<string, string>, price: string) =>
      t.staff.request('staff/bottles/bottle-grey-goose/price', {
        method: 'POST',
        headers: { cookie, ...headers },
        body: new URLSearchParams({ price, csrf }),
      });
    expect((await post({ origin: staffOrigin, 'sec-fetch-site': 'same-origin' }, '351')).status).toBe(303);
    expect((await post({ 'sec-fetch-site': 'same-origin' }, '352')).status).toBe(303);
    expect(await priceOfGreyGoose()).toBe(352);
    expect((await post({ origin: staffOrigin }, '350')).status).toBe(303);
  });

  it('writes the token into every posting form of every staff page, once', async () => {
    const cookie = await t.staff.signIn();
    const token = await t.staff.csrf(cookie);
    for (const path of ['staff', 'staff/bottles', 'staff/food', 'staff/forms']) {
      const html = await (await t.staff.request(path, { headers: { cookie } })).text();
      const forms = html.match(/<form\b[^>]*method="post"[^>]*>/g) ?? [];
      expect(forms.length, path).toBeGreaterThan(0);
      expect(html.split(`<input type="hidden" name="csrf" value="${token}" />`).length - 1, path).toBe(forms.length);
    }
  });

  it('has the typing script send the form token', () => {
    expect(staffTypingScript).toContain("namedItem('csrf')");
    expect(staffTypingScript).toMatch(/csrf: token \? token\.value/);
  });
});

describe('staff-csrf rules', () => {
  it('calls a post cross-site unless its Origin is the page’s own, or, without Origin, Fetch Metadata says same-origin or none', () => {
    const own = 'https://venue.example';
    fc.assert(
      fc.property(
        fc.option(
          fc.oneof(
            fc.constant(own),
            fc.constant('null'),
            fc.constantFrom('https://evil.example', 'http://localhost', 'https://venue.example.evil.com', 'https://venue.example:8443'),
          ),
        ),
        fc.option(fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none')),
        (origin, site) => {
          const crossSite = isCrossSite(origin ?? undefined, site ?? undefined, own);
          if (origin !== null) expect(crossSite).toBe(origin !== own);
          else expect(crossSite).toBe(site === 'same-site' || site === 'cross-site');
        },
      ),
    );
  });

  it('gives each session its own token and adds one field to each posting form only', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => {
        fc.pre(a !== b);
        expect(csrfTokenOf(a)).not.toBe(csrfTokenOf(b));
      }),
    );
    const page = '<form method="post" action="/a"></form><form method="get"></form><form class="inline" method="post" action="/b">';
    expect(withCsrfFields(page, 'T').match(/name="csrf"/g)).toHaveLength(2);
  });
});
