// Contracts of the event reads: the lists, one event with its tickets, and its ticket groups.
// Ids are of the demo venue: event-up-1 is tonight's event, event-past-1 last night's.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createContentHttp } from '../http/content.http';
import { event, eventLike, loungeEvent, notFoundBody, ticketType } from '../testing/demo-examples';
import { bearer, clientFor, venuePact, demoExponent } from '../testing/venue-pact';

const { like, eachLike, arrayContaining, integer } = MatchersV3;
const pact = venuePact();
const content = (url: string) => createContentHttp(clientFor(url), demoExponent);

const pastEvent = { ...event, _id: 'event-past-1', name: 'Halloween Haunt', date: '2030-06-14', startTime: '9:00 PM', category: 'Themed party', soldOut: true, hasAlbum: true };
const pastLoungeEvent = { ...loungeEvent, _id: 'event-past-11', date: '2030-05-20' };
const ticketLike = like({ ...ticketType, remaining: integer(ticketType.remaining) });

const decodedEvent = <E extends { ticketsFrom: number | null }>(e: E) => ({ ...e, ticketsFrom: e.ticketsFrom === null ? null : e.ticketsFrom * 100 });
const decodedTicket = { ...ticketType, price: ticketType.price * 100 };

describe('events contract', () => {
  const lists = [
    ['upcomig-events', 'the upcoming events', (url: string) => content(url).upcomingEvents(), [event, loungeEvent]],
    ['past-events', 'the past events', (url: string) => content(url).pastEvents(), [pastEvent, pastLoungeEvent]],
    ['api/events/getAllEvents', 'every event', (url: string) => content(url).allEvents(), [pastEvent, loungeEvent]],
  ] as const;

  it.each(lists)('GET %s answers a list of events, age limit and ticket price optional', (path, what, call, examples) =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving(`a request for ${what}`)
      .withRequest('GET', `/${path}`, (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: arrayContaining(...examples.map(eventLike)) }))
      .executeTest(async (server) => {
        expect(await call(server.url)).toEqual({ ok: true, value: examples.map(decodedEvent) });
      }),
  );

  it('GET event-info/{id} answers the event with its ticket types', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for an event with its tickets')
      .withRequest('GET', '/event-info/event-up-1', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: like({ ...eventLike(event).value, _id: 'event-up-1', tickets: eachLike(ticketLike) }) }))
      .executeTest(async (server) => {
        expect(await content(server.url).event('event-up-1')).toEqual({ ok: true, value: { ...decodedEvent(event), tickets: [decodedTicket] } });
      }));

  it('GET event-info/{id} answers 404 for an unknown event', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for an unknown event')
      .withRequest('GET', '/event-info/no-such-event', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(notFoundBody))
      .executeTest(async (server) => {
        expect(await content(server.url).event('no-such-event')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('GET event-tickets/{id} answers the ticket types of the event', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the tickets of an event')
      .withRequest('GET', '/event-tickets/event-up-1', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: eachLike(ticketLike) }))
      .executeTest(async (server) => {
        expect(await content(server.url).eventTickets('event-up-1')).toEqual({ ok: true, value: [decodedTicket] });
      }));

  it('GET api/eventTickets/getGroupTickets/{id} answers the ticket types grouped', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the grouped tickets of an event')
      .withRequest('GET', '/api/eventTickets/getGroupTickets/event-up-1', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: eachLike({ name: 'General admission', tickets: eachLike(ticketLike) }) }))
      .executeTest(async (server) => {
        expect(await content(server.url).ticketGroups('event-up-1')).toEqual({ ok: true, value: [{ name: 'General admission', tickets: [decodedTicket] }] });
      }));

  // The venue's texts in the page's language (docs/contracts.md#the-venues-texts-in-the-guests-language).
  it('GET event-info/{id} in French answers the name the venue writes in French', () => {
    const frenchName = 'Nuits profondes avec DJ Nova';
    // Every field by its type but the name, whose French words are the point.
    const isMatcher = (value: unknown) => typeof value === 'object' && value !== null && 'pact:matcher:type' in value;
    const fields = Object.entries(eventLike(event).value ?? {}).map(([key, value]) => [key, key === 'name' ? frenchName : isMatcher(value) ? value : like(value)]);
    return pact
      .addInteraction()
      .given('the demo venue writes its events in French too')
      .uponReceiving('a request in French for an event with its tickets')
      .withRequest('GET', '/event-info/event-up-1', (b) => b.headers({ ...bearer, 'Accept-Language': 'fr' }))
      .willRespondWith(200, (b) => b.jsonBody({ data: { ...Object.fromEntries(fields), _id: 'event-up-1', tickets: eachLike(ticketLike) } }))
      .executeTest(async (server) => {
        const french = await createContentHttp(clientFor(server.url, {}, 'fr'), demoExponent).event('event-up-1');
        expect(french).toEqual({ ok: true, value: { ...decodedEvent(event), name: frenchName, tickets: [decodedTicket] } });
      });
  });
});
