import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footerLinks } from './footer-links';
import { headerNavigationEntries, visibleNavigationEntries } from './header-navigation';
import { pageChrome } from './page-chrome';
import { joinHref, parseQuery, splitHref, stringifyQuery } from './query';
import { carryOverRefPid, navigate } from './ref-pid-carry-over';
import { canonicalPath, confirmationHref, pathTo, resolvePath, routes } from './routes';

describe('route table', () => {
  it('serves every listed path with its params', () => {
    expect(resolvePath('/')).toEqual({ kind: 'page', route: 'Home', params: {} });
    expect(resolvePath('/gallery')).toEqual({ kind: 'page', route: 'Gallery', params: {} });
    expect(resolvePath('/reservation')).toMatchObject({ route: 'Reservation' });
    expect(resolvePath('/reservation/r-9')).toEqual({ kind: 'page', route: 'UpdateReservation', params: { reservationId: 'r-9' } });
    expect(resolvePath('/review/event/42')).toEqual({ kind: 'page', route: 'Review', params: { type: 'event', id: '42' } });
    expect(resolvePath('/payment/bottles/o1')).toEqual({
      kind: 'page',
      route: 'Payment',
      params: { paymentType: 'bottles', orderId: 'o1' },
    });
    expect(resolvePath('/talents')).toMatchObject({ route: 'Teams' });
    expect(resolvePath('/talent-details/7')).toMatchObject({ route: 'TeamDetails', params: { id: '7' } });
    expect(resolvePath('/cancel-booking/e1')).toMatchObject({ route: 'planningCancelConfirmation', params: { eventId: 'e1' } });
    expect(resolvePath('/view/invoice%201.pdf')).toMatchObject({ route: 'pdfViewer', params: { file: 'invoice 1.pdf' } });
    expect(resolvePath('/guest-code/abc_DEF-123')).toMatchObject({ route: 'GuestCode', params: { token: 'abc_DEF-123' } });
    expect(resolvePath('/my-orders')).toMatchObject({ route: 'MyOrders' });
    expect(resolvePath('/my-orders/abc.1907964000.mac')).toMatchObject({ route: 'MyOrdersList', params: { token: 'abc.1907964000.mac' } });
    expect(resolvePath('/cancel-reservation/r-9')).toMatchObject({ route: 'CancelReservation', params: { reservationId: 'r-9' } });
    expect(routes).toHaveLength(38);
  });

  it('redirects the old paths to the new ones for good', () => {
    expect(resolvePath('/bookingCheckout/e1')).toEqual({ kind: 'redirect', to: '/booking-checkout/e1', permanent: true });
    expect(resolvePath('/planningCancelConfirmation/e2')).toEqual({ kind: 'redirect', to: '/cancel-booking/e2', permanent: true });
    expect(resolvePath('/reservationCheckout/r3')).toEqual({ kind: 'redirect', to: '/reservation-checkout/r3', permanent: true });
    expect(resolvePath('/AddPlusGuest/o4/')).toEqual({ kind: 'redirect', to: '/other-guests/o4', permanent: true });
  });

  it('redirects a path with a trailing slash or an empty segment to its one address, for good', () => {
    expect(resolvePath('/events/')).toEqual({ kind: 'redirect', to: '/events', permanent: true });
    expect(resolvePath('/payment/bottles/o1/')).toEqual({ kind: 'redirect', to: '/payment/bottles/o1', permanent: true });
    expect(resolvePath('//gallery//')).toEqual({ kind: 'redirect', to: '/gallery', permanent: true });
    expect(navigate('', '/events/?ref=ig')).toMatchObject({ href: '/events?ref=ig', route: 'Events', redirect: 'permanent' });
    expect(canonicalPath('/')).toBe('/');
  });

  it('sends unknown paths, /foodDelivery and /shopping to / for now', () => {
    for (const path of ['/nope', '/events/extra', '/foodDelivery', '/shopping', '/Gallery', '/talents/1/2']) {
      expect(resolvePath(path)).toEqual({ kind: 'redirect', to: '/', permanent: false });
    }
  });

  it('builds paths and the talent confirmation href', () => {
    expect(pathTo('Payment', { paymentType: 'bottles', orderId: 'a/b' })).toBe('/payment/bottles/a%2Fb');
    expect(confirmationHref('talent')).toBe('/confirmation?type=talent');
    expect(confirmationHref('gift-cards', 'gift-cards 1/2')).toBe('/confirmation?type=gift-cards&orderId=gift-cards%201%2F2');
  });
});

describe('ref and PID carry-over', () => {
  it('carries both from the previous route when the target has neither', () => {
    expect(navigate('/events?ref=ig&PID=77', '/bottles').href).toBe('/bottles?ref=ig&PID=77');
  });

  it('fills only the missing one; the target value wins', () => {
    expect(carryOverRefPid({ ref: 'ig', PID: '77' }, { PID: '5', x: '1' })).toEqual({ PID: '5', x: '1', ref: 'ig' });
  });

  it('leaves a target that has both alone', () => {
    const target = { ref: 'a', PID: 'b' };
    expect(carryOverRefPid({ ref: 'c', PID: 'd' }, target)).toBe(target);
  });

  it('does nothing when neither route has them', () => {
    expect(navigate('/events', '/faq?q=1').href).toBe('/faq?q=1');
  });

  it('applies through legacy redirects and unknown paths', () => {
    expect(navigate('/?ref=fb&PID=1', '/AddPlusGuest/o9#top')).toEqual({
      href: '/other-guests/o9?ref=fb&PID=1#top',
      route: 'OtherGuests',
      params: { orderId: 'o9' },
      redirect: 'permanent',
    });
    expect(navigate('/?ref=fb&PID=1', '/missing?utm=x')).toMatchObject({
      href: '/?utm=x&ref=fb&PID=1',
      route: 'Home',
      redirect: 'temporary',
    });
    expect(navigate('', '/faq')).toMatchObject({ href: '/faq', redirect: 'none' });
  });

  const key = fc.constantFrom('ref', 'PID', 'q', 'x', '__proto__', 'a b');
  const query = fc.dictionary(key, fc.string({ maxLength: 6 }), { maxKeys: 5 });

  it('property: carry-over is idempotent and never changes a value the target has', () => {
    fc.assert(
      fc.property(query, query, (previous, target) => {
        const once = carryOverRefPid(previous, target);
        expect(carryOverRefPid(previous, once)).toEqual(once);
        for (const [k, v] of Object.entries(target)) if (v !== '') expect(once[k]).toBe(v);
      }),
    );
  });

  it('property: after carry-over the target has ref (PID) whenever either route had it', () => {
    fc.assert(
      fc.property(query, query, (previous, target) => {
        const once = carryOverRefPid(previous, target);
        for (const k of ['ref', 'PID']) {
          const somewhere = (Object.hasOwn(previous, k) && previous[k] !== '') || (Object.hasOwn(target, k) && target[k] !== '');
          expect(Object.hasOwn(once, k) && once[k] !== '').toBe(somewhere);
        }
      }),
    );
  });
});

describe('query strings', () => {
  it('parses and writes plain strings', () => {
    expect(parseQuery('?type=talent&ref=a%26b&flag&x=1+2')).toEqual({ type: 'talent', ref: 'a&b', flag: '', x: '1 2' });
    expect(parseQuery('a=1&a=2&b=%E0%A4%A')).toEqual({ a: '1', b: '%E0%A4%A' });
    expect(splitHref('/x?y=1#z')).toEqual({ path: '/x', query: { y: '1' }, hash: '#z' });
    expect(stringifyQuery({})).toBe('');
  });

  it('property: stringify then parse returns the same query', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (q) => {
        expect(parseQuery(stringifyQuery(q))).toEqual(q);
        expect(splitHref(joinHref({ path: '/p', query: q, hash: '' })).query).toEqual(q);
      }),
    );
  });
});

describe('unknown and known paths', () => {
  const firstSegments = new Set(
    [...routes.map((r) => r.pattern), '/bookingCheckout', '/planningCancelConfirmation', '/reservationCheckout', '/AddPlusGuest'].map(
      (p) => p.split('/')[1] ?? '',
    ),
  );
  const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/);

  it('property: unknown paths always map to /', () => {
    fc.assert(
      fc.property(
        segment.filter((s) => !firstSegments.has(s)),
        fc.array(segment, { maxLength: 3 }),
        fc.string(),
        (first, rest, prev) => {
          const path = `/${[first, ...rest].join('/')}`;
          expect(resolvePath(path)).toEqual({ kind: 'redirect', to: '/', permanent: false });
          expect(navigate(`/events?${prev}`, path).route).toBe('Home');
        },
      ),
    );
  });

  it('property: every route, filled with any params, resolves back to itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...routes), fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (route, a, b) => {
        const names = route.pattern
          .split('/')
          .filter((p) => p.startsWith(':'))
          .map((p) => p.slice(1));
        const params = Object.fromEntries(names.map((n, i) => [n, i === 0 ? a : b]));
        const resolved = resolvePath(pathTo(route.name, params));
        // /reservation/:id and /reservation share a prefix but never a segment count, so no route shadows another.
        expect(resolved).toEqual({ kind: 'page', route: route.name, params });
      }),
    );
  });
});

describe('header navigation', () => {
  it('shows only entries the menus settings return, with their titles, in header order', () => {
    const settings = [
      { value: '/faq', title: 'Questions' },
      { value: 'events', title: '' },
      { value: '/', title: null },
      { value: '/talent-submissions', title: 'Join us' },
      { value: '/unknown', title: 'Nope' },
    ];
    expect(visibleNavigationEntries(settings, { mobile: false })).toEqual([
      { route: '/', page: 'home', mobileOnly: false },
      { route: '/events', page: 'events', mobileOnly: false },
      { route: '/faq', page: 'faq', title: 'Questions', mobileOnly: false },
    ]);
    expect(visibleNavigationEntries(settings, { mobile: true }).map((e) => e.title ?? e.page)).toEqual([
      'home',
      'events',
      'Questions',
      'Join us',
    ]);
    expect(visibleNavigationEntries([], { mobile: true })).toEqual([]);
  });

  it('lists the header entries in order', () => {
    expect(headerNavigationEntries.map((e) => `${e.route} ${e.page}`)).toEqual([
      '/ home',
      '/events events',
      '/menus menu',
      '/foodDelivery foodDelivery',
      '/gallery gallery',
      '/reservation reservations',
      '/booking bookVenue',
      '/bottles buyBottles',
      '/talents talents',
      '/faq faq',
      '/contact contact',
      '/careers careers',
      '/gift-cards giftCards',
      '/talent-submissions talentSubmission',
    ]);
    expect(headerNavigationEntries.filter((e) => e.mobileOnly).map((e) => e.route)).toEqual(['/talent-submissions']);
  });
});

describe('footer and page chrome', () => {
  it('lists the footer links', () => {
    expect(footerLinks.map((l) => `${l.route} ${l.page}`)).toEqual([
      '/ home',
      '/menus menu',
      '/foodDelivery foodDelivery',
      '/gallery gallery',
      '/reservation tableReservation',
      '/booking bookVenue',
      '/events events',
      '/faq faq',
      '/contact contact',
      '/careers careers',
      '/privacy-policy privacyPolicy',
    ]);
  });

  it('hides header, footer and chat on Promotion, Coatcheck and GuestCode only', () => {
    expect(pageChrome('Promotion')).toEqual({ header: false, footer: false, chat: false, ownDesign: false });
    expect(pageChrome('Coatcheck')).toEqual({ header: false, footer: false, chat: false, ownDesign: true });
    expect(pageChrome('GuestCode')).toEqual({ header: false, footer: false, chat: false, ownDesign: true });
    expect(pageChrome('Home')).toEqual({ header: true, footer: true, chat: true, ownDesign: false });
  });
});
