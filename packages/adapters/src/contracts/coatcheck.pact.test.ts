// Contracts of the coat check (submit-coatcheck, coatcheck/{id}) and the lost-item lookup.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createCoatCheckHttp } from '../http/coatcheck.http';
import { errorBody, idempotencyHeader, isoInstant, ORDER_SECRET_EXAMPLE, orderSecret } from '../testing/order-pact-bodies';
import { fromState, pathFromState } from '../testing/provider-state-values';
import { bearer, clientFor, venuePact, demoExponent } from '../testing/venue-pact';

const { string, regex, number } = MatchersV3;
const pact = venuePact();
const coat = (url: string) => createCoatCheckHttp(clientFor(url), demoExponent);

const checkIn = { clientName: 'Dana Guest', clientPhoneNumber: '+12125550123', items: [{ type: 'Coat' as const, quantity: 1 }] };
/** A check-in with the optional e-mail the claim's mail goes to once it is paid. */
const checkInWithEmail = { ...checkIn, clientEmail: 'dana@example.com' };
const ticketNumber = (example: string) => regex(/^C-\d{4,}$/, example);
/** The ticket 'a coat check ticket exists' creates: its id and claim number come from the state. */
const stateTicket = { _id: fromState('coatCheckId', 'coat-1'), ticketNumber: fromState('ticketNumber', 'C-0042') };

describe('coat check contract', () => {
  it('POST submit-coatcheck answers a claim ticket', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a coat check-in')
      .withRequest('POST', '/submit-coatcheck', (b) => b.headers({ ...bearer, ...idempotencyHeader('coat-seed-1') }).jsonBody(checkInWithEmail))
      .willRespondWith(200, (b) =>
        b.jsonBody({ data: { _id: string('coat-check-1f3b'), ticketNumber: ticketNumber('C-0001'), clientName: 'Dana Guest', items: checkIn.items, total: number(5), status: 'checked-in', createdAt: isoInstant(), orderSecret } }),
      )
      .executeTest(async (server) => {
        expect(await coat(server.url).checkIn(checkInWithEmail, 'coat-seed-1')).toMatchObject({ ok: true, value: { _id: 'coat-check-1f3b', ticketNumber: 'C-0001', total: 500, status: 'checked-in', orderSecret: ORDER_SECRET_EXAMPLE } });
      }));

  it('POST submit-coatcheck answers 422 without items', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a coat check-in without items')
      .withRequest('POST', '/submit-coatcheck', (b) => b.headers({ ...bearer, ...idempotencyHeader('coat-seed-2') }).jsonBody({ ...checkIn, items: [] }))
      .willRespondWith(422, (b) => b.jsonBody(errorBody('invalid_input', 'items: Expected at least one item', 'items')))
      .executeTest(async (server) => {
        expect(await coat(server.url).checkIn({ ...checkIn, items: [] }, 'coat-seed-2')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 422 } });
      }));

  it('GET coatcheck/{id} answers the claim ticket', () =>
    pact
      .addInteraction()
      .given('a coat check ticket exists')
      .uponReceiving('a request for a coat check ticket')
      .withRequest('GET', pathFromState('/coatcheck/${coatCheckId}', '/coatcheck/coat-1'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.jsonBody({ data: { ...stateTicket, items: checkIn.items, total: number(5), status: 'checked-in', createdAt: isoInstant() } }),
      )
      .executeTest(async (server) => {
        expect(await coat(server.url).ticket('coat-1')).toMatchObject({ ok: true, value: { _id: 'coat-1', ticketNumber: 'C-0042', total: 500 } });
      }));

  it('GET coatcheck/{id} answers the claim ticket by its number', () =>
    pact
      .addInteraction()
      .given('a coat check ticket exists')
      .uponReceiving('a request for a coat check ticket by its number')
      .withRequest('GET', pathFromState('/coatcheck/${ticketNumber}', '/coatcheck/C-0042'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.jsonBody({ data: { ...stateTicket, items: checkIn.items, total: number(5), status: 'checked-in', createdAt: isoInstant() } }),
      )
      .executeTest(async (server) => {
        expect(await coat(server.url).ticket('C-0042')).toMatchObject({ ok: true, value: { _id: 'coat-1', ticketNumber: 'C-0042' } });
      }));

  it('GET coatcheck/{id} answers 404 for an unknown ticket', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for an unknown coat check ticket')
      .withRequest('GET', '/coatcheck/no-such-ticket', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'A coat check ticket with this id was not found.')))
      .executeTest(async (server) => {
        expect(await coat(server.url).ticket('no-such-ticket')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  const lostItem = { _id: 'lost-1', description: 'Black leather jacket', category: 'Clothing', foundOn: '2030-06-15', location: 'Main Room', status: 'held' as const, coatCheckId: null };

  it('GET api/lostItem/{id} answers a lost-item report', () =>
    pact
      .addInteraction()
      .given('a lost item exists')
      .uponReceiving('a request for a lost item')
      .withRequest('GET', pathFromState('/api/lostItem/${lostItemId}', '/api/lostItem/lost-1'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: { ...lostItem, _id: fromState('lostItemId', lostItem._id), foundOn: regex(/^\d{4}-\d{2}-\d{2}$/, '2030-06-15') } }))
      .executeTest(async (server) => {
        expect(await coat(server.url).lostItem('lost-1')).toEqual({ ok: true, value: lostItem });
      }));

  it('GET api/lostItem/{id} answers 404 for an unknown item', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for an unknown lost item')
      .withRequest('GET', '/api/lostItem/no-such-item', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'A lost item with this id was not found.')))
      .executeTest(async (server) => {
        expect(await coat(server.url).lostItem('no-such-item')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));
});
