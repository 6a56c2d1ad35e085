// Contracts of the content reads: FAQ, menus, the home page, the gallery and the talents.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createContentHttp } from '../http/content.http';
import { event, eventLike, isoDate, loungeEvent, mediaPath, notFoundBody, review, talent, talentLike } from '../testing/demo-examples';
import { bearer, clientFor, venuePact, demoExponent } from '../testing/venue-pact';

const { like, eachLike, arrayContaining, integer, regex } = MatchersV3;
const pact = venuePact();
const content = (url: string) => createContentHttp(clientFor(url), demoExponent);

const faq = { _id: 'faq-1', question: 'What are your opening hours?', answer: '<p>We are closed on Mondays.</p>', category: 'Visiting' };
const food = {
  _id: 'food-truffle-fries',
  name: 'Truffle Fries',
  description: 'Hand-cut fries, truffle oil, parmesan, chives.',
  category: 'Starters',
  price: 12.5,
  image: '/venue-api/media/food-truffle-fries.svg',
  tags: ['vegetarian'],
  deliverable: true,
};
const cocktail = { _id: 'drink-velvet-negroni', name: 'Velvet Negroni', description: 'Gin, Campari, sweet vermouth, cacao nib.', category: 'Signature cocktails', price: 17, serving: 'Glass', image: '/venue-api/media/drink-velvet-negroni.svg' };
const softDrink = { _id: 'drink-garden-cooler', name: 'Garden Cooler', description: 'Cucumber, mint, lime, tonic.', category: 'Zero proof', price: 9, serving: null, image: null };
const photo = { _id: 'event-past-1-photo-1', url: '/venue-api/media/event-past-1-photo-1.svg', thumbnail: '/venue-api/media/event-past-1-photo-1.svg', caption: 'Photo 1 of Halloween Haunt', link: null };
const photoLike = like({ ...photo, url: mediaPath(photo.url), thumbnail: mediaPath(photo.thumbnail) });
const fbPhoto = { ...photo, _id: 'fb-photo-1', url: '/venue-api/media/fb-photo-1.svg', thumbnail: '/venue-api/media/fb-photo-1.svg', caption: 'From our Facebook page #1', link: 'https://www.facebook.com/velvetroom.demo/photos/1001' };
const video = { _id: 'venue-video-1', title: 'A Saturday night at Velvet Room', youtubeLink: 'https://www.youtube.com/watch?v=vRm4Demo0V1', thumbnail: '/venue-api/media/venue-video-1.svg' };
const albumSummary = { _id: 'album-event-past-1', eventId: 'event-past-1', name: 'Halloween Haunt', date: '2030-06-14', cover: '/venue-api/media/event-past-1-photo-1.svg', photoCount: 6 };
const popup = {
  _id: 'popup-masquerade',
  title: 'Velvet Masquerade Ball',
  content: '<p>Our biggest night of the season is coming.</p>',
  image: '/venue-api/media/popup-masquerade.svg',
  buttonLabel: 'Get tickets',
  link: '/event-details/event-up-8',
  delaySeconds: 3,
};
const slider = { _id: 'slider-1', title: 'Welcome to Velvet Room', subtitle: 'Cocktails, DJs and live music in Brooklyn', image: '/venue-api/media/slider-welcome.svg', buttonLabel: 'See events', link: '/events' };
const promotion = { _id: 'promo-happy-hour', title: 'Happy Hour: 2 for 1 cocktails', summary: 'Signature cocktails are two for one.', image: '/venue-api/media/promo-happy-hour.svg', validFrom: '2030-06-05', validTo: '2030-08-04' };

/** Events decode with their prices in cents. */
const decodedEvent = <E extends { ticketsFrom: number | null }>(e: E) => ({ ...e, ticketsFrom: e.ticketsFrom === null ? null : e.ticketsFrom * 100 });

describe('content contract', () => {
  it('GET faq-items answers the questions', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the FAQ items')
      .withRequest('GET', '/faq-items', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: eachLike(faq) }))
      .executeTest(async (server) => {
        expect(await content(server.url).faq()).toEqual({ ok: true, value: [faq] });
      }));

  it('GET food-menu-items answers the food menu with prices in dollars', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the food menu')
      .withRequest('GET', '/food-menu-items', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: eachLike({ ...food, image: mediaPath(food.image), tags: eachLike('vegetarian', 0) }) }))
      .executeTest(async (server) => {
        expect(await content(server.url).foodMenu()).toEqual({ ok: true, value: [{ ...food, tags: [], price: 1250 }] });
      }));

  it('GET menu-items answers the drink menu, serving and picture optional', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the drink menu')
      .withRequest('GET', '/menu-items', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: arrayContaining(like({ ...cocktail, image: mediaPath(cocktail.image) }), like(softDrink)) }))
      .executeTest(async (server) => {
        expect(await content(server.url).drinkMenu()).toEqual({ ok: true, value: [{ ...cocktail, price: 1700 }, { ...softDrink, price: 900 }] });
      }));

  it('GET sliders answers everything the home page shows', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the home page content')
      .withRequest('GET', '/sliders', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          data: {
            events: arrayContaining(eventLike(event), eventLike(loungeEvent)),
            popups: eachLike({ ...popup, image: mediaPath(popup.image) }),
            sliders: eachLike({ ...slider, image: mediaPath(slider.image) }),
            reviews: eachLike({ ...review, date: isoDate(review.date) }),
            promotions: eachLike({ ...promotion, image: mediaPath(promotion.image), validFrom: isoDate(promotion.validFrom), validTo: isoDate(promotion.validTo) }),
          },
        }),
      )
      .executeTest(async (server) => {
        expect(await content(server.url).home()).toEqual({
          ok: true,
          value: { events: [decodedEvent(event), decodedEvent(loungeEvent)], popups: [popup], sliders: [slider], reviews: [review], promotions: [promotion] },
        });
      }));

  it('GET gallery-items answers the four tabs', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the gallery')
      .withRequest('GET', '/gallery-items', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          data: {
            venuePhotos: eachLike(photoLike),
            venueVideos: eachLike({ ...video, thumbnail: mediaPath(video.thumbnail) }),
            eventPhotos: eachLike({ ...albumSummary, date: isoDate(albumSummary.date), cover: mediaPath(albumSummary.cover), photoCount: integer(6) }),
            fbPhotos: eachLike({ ...fbPhoto, url: mediaPath(fbPhoto.url), thumbnail: mediaPath(fbPhoto.thumbnail) }),
          },
        }),
      )
      .executeTest(async (server) => {
        expect(await content(server.url).gallery()).toEqual({ ok: true, value: { venuePhotos: [photo], venueVideos: [video], eventPhotos: [albumSummary], fbPhotos: [fbPhoto] } });
      }));

  it('GET event-album/{eventId} answers the photos of a past event', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the album of a past event')
      .withRequest('GET', '/event-album/event-past-1', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.jsonBody({ data: { _id: like('album-event-past-1'), eventId: 'event-past-1', name: like('Halloween Haunt'), date: isoDate('2030-06-14'), cover: mediaPath(photo.url), photos: eachLike(photoLike) } }),
      )
      .executeTest(async (server) => {
        const { photoCount: _count, ...album } = albumSummary;
        expect(await content(server.url).eventAlbum('event-past-1')).toEqual({ ok: true, value: { ...album, photos: [photo] } });
      }));

  it('GET event-album/{eventId} answers 404 for an event without an album', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the album of an unknown event')
      .withRequest('GET', '/event-album/no-such-event', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(notFoundBody))
      .executeTest(async (server) => {
        expect(await content(server.url).eventAlbum('no-such-event')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('GET api/talents/getAll/{page}/{pageSize} answers one page of talents', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the first page of two talents')
      // Any page and size: the pages ask for their own (a stub serving this pact answers them all).
      .withRequest('GET', regex(/^\/api\/talents\/getAll\/\d+\/\d+$/, '/api/talents/getAll/1/2'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: { talents: eachLike(talentLike(0)), page: 1, pageSize: 2, total: integer(6) } }))
      .executeTest(async (server) => {
        const linkless = { ...talent, youtubeLink: [], soundcloudLink: [], mixcloudLink: [] };
        expect(await content(server.url).talents(1, 2)).toEqual({ ok: true, value: { talents: [linkless], page: 1, pageSize: 2, total: 6 } });
      }));

  it('GET api/talents/getOne/{id} answers the talent', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for a talent of the demo venue')
      .withRequest('GET', '/api/talents/getOne/talent-dj-nova', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: talentLike(1) }))
      .executeTest(async (server) => {
        expect(await content(server.url).talent('talent-dj-nova')).toEqual({ ok: true, value: talent });
      }));

  it('GET api/talents/getOne/{id} answers 404 for an unknown talent', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for an unknown talent')
      .withRequest('GET', '/api/talents/getOne/no-such-talent', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(notFoundBody))
      .executeTest(async (server) => {
        expect(await content(server.url).talent('no-such-talent')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));
});
