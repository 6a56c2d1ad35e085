// Contracts of the guest codes (docs/product.md#codes-for-guests): an order's codes by the order's id and the order
// secret its create answered the buyer, one guest's code by their own link, and the public key the door verifies them with.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createGuestCodesHttp } from '../http/guest-codes.http';
import { errorBody } from '../testing/order-pact-bodies';
import { dateFromState, fromState, pathFromState } from '../testing/provider-state-values';
import { bearer, clientFor, venuePact } from '../testing/venue-pact';

const { regex } = MatchersV3;
const pact = venuePact();
const codes = (url: string) => createGuestCodesHttp(clientFor(url));

const STATE = 'a paid ticket order with guest codes exists';
const orderId = fromState('ticketOrderId', 'order-t-9');
const SECRET = 'b3JkZXItc2VjcmV0LW9mLXRoZS1idXll';
const orderSecret = fromState('orderSecret', SECRET);
/** Any order secret but the state order's: the right shape, so only its value is wrong. */
const WRONG_SECRET = 'd3Jvbmctc2VjcmV0LW9mLWEtZnJpZW5k';
const night = dateFromState('night', '2030-06-20');
const codeId = (example: string) => regex(/^[A-Za-z0-9_-]{22,64}$/, example);
const token = (example: string) => regex(/^VG1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, example);
const link = (example: string) => regex(/^[A-Za-z0-9_-]{22,64}$/, example);

/** The state's two General Admission guests: the buyer, then the place nobody has named yet (`named`, optional). */
const buyerCode = {
  codeId: codeId('gBGvsz64NwAk9MJfXK6Y_Q'),
  orderId,
  kind: 'ticket',
  night,
  eventId: 'event-up-1',
  guestName: 'Dana Guest',
  named: true,
  label: 'General Admission',
  status: 'issued',
  code: token('VG1.WzEsInRpY2tldCJd.NH_9kKpwE0aSdC8BhuGPh9gZfKQ7bB8tq5u0hDe4uNtSkwzGcKEEeOhwMCn1ldmB5PiM5OoORGb7hSUYA_byDw'),
  linkToken: fromState('linkToken', 'S2n0bXBsZS1saW5rLXRva2VuLTAx'),
};
const secondCode = {
  ...buyerCode,
  codeId: codeId('hCHwtA75OxBl0NKgYL7Z_R'),
  guestName: 'Guest 2 of Dana Guest',
  named: false,
  code: token('VG1.WzEsInRpY2tldCIsMl0.NH_9kKpwE0aSdC8BhuGPh9gZfKQ7bB8tq5u0hDe4uNtSkwzGcKEEeOhwMCn1ldmB5PiM5OoORGb7hSUYA_byDw'),
  linkToken: link('U2Vjb25kLWxpbmstdG9rZW4tMDI'),
};

describe('guest codes contract', () => {
  it("GET guest-codes/order/{orderId}?secret= answers the order's codes, one per guest, to the holder of the order secret", () =>
    pact
      .addInteraction()
      .given(STATE)
      .uponReceiving("a request for a paid order's guest codes with its order secret")
      .withRequest('GET', pathFromState('/guest-codes/order/${ticketOrderId}', '/guest-codes/order/order-t-9'), (b) =>
        b.headers(bearer).query({ secret: orderSecret }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ data: { orderId, codes: [buyerCode, secondCode] } }))
      .executeTest(async (server) => {
        const result = await codes(server.url).orderCodes('order-t-9', SECRET);
        expect(result).toMatchObject({
          ok: true,
          value: {
            orderId: 'order-t-9',
            codes: [
              { guestName: 'Dana Guest', named: true, label: 'General Admission', kind: 'ticket', night: '2030-06-20', status: 'issued' },
              { guestName: 'Guest 2 of Dana Guest', named: false },
            ],
          },
        });
      }));

  it('GET guest-codes/order/{orderId} answers 404 for an unknown order', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the guest codes of an unknown order')
      .withRequest('GET', '/guest-codes/order/no-such-order', (b) => b.headers(bearer).query({ secret: SECRET }))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'An order with this id and secret was not found.')))
      .executeTest(async (server) => {
        expect(await codes(server.url).orderCodes('no-such-order', SECRET)).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it("GET guest-codes/order/{orderId} answers a wrong order secret as an unknown order: the id alone, which the buyer's friends hold, opens nothing", () =>
    pact
      .addInteraction()
      .given(STATE)
      .uponReceiving("a request for a paid order's guest codes with a wrong order secret")
      .withRequest('GET', pathFromState('/guest-codes/order/${ticketOrderId}', '/guest-codes/order/order-t-9'), (b) =>
        b.headers(bearer).query({ secret: WRONG_SECRET }),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'An order with this id and secret was not found.')))
      .executeTest(async (server) => {
        expect(await codes(server.url).orderCodes('order-t-9', WRONG_SECRET)).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it("GET guest-codes/guest/{token} answers one guest's code by their own link", () =>
    pact
      .addInteraction()
      .given(STATE)
      .uponReceiving("a request for a guest's own code")
      .withRequest('GET', pathFromState('/guest-codes/guest/${linkToken}', '/guest-codes/guest/S2n0bXBsZS1saW5rLXRva2VuLTAx'), (b) =>
        b.headers(bearer),
      )
      .willRespondWith(200, (b) => b.jsonBody({ data: buyerCode }))
      .executeTest(async (server) => {
        expect(await codes(server.url).guestCode('S2n0bXBsZS1saW5rLXRva2VuLTAx')).toMatchObject({
          ok: true,
          value: { guestName: 'Dana Guest', label: 'General Admission', linkToken: 'S2n0bXBsZS1saW5rLXRva2VuLTAx' },
        });
      }));

  it('GET guest-codes/guest/{token} answers 404 for a link that names no code', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for a guest code by an unknown link')
      .withRequest('GET', '/guest-codes/guest/Tm8tc3VjaC1ndWVzdC1saW5rLWF0LWFsbA', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'A guest code with this link was not found.')))
      .executeTest(async (server) => {
        expect(await codes(server.url).guestCode('Tm8tc3VjaC1ndWVzdC1saW5rLWF0LWFsbA')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('GET guest-codes/public-key answers the Ed25519 key the door verifies codes with, without a token', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving("a request for the venue's public key")
      .withRequest('GET', '/guest-codes/public-key')
      .willRespondWith(200, (b) =>
        b.jsonBody({ data: { algorithm: 'Ed25519', publicKey: regex(/^[A-Za-z0-9_-]{43}$/, 'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc') } }),
      )
      .executeTest(async (server) => {
        expect(await codes(server.url).doorPublicKey()).toEqual({ ok: true, value: 'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc' });
      }));
});
