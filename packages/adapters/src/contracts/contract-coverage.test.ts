// The committed pacts must cover every call of the venue API (spec-endpoints.ts), and carry the payloads of
// docs/product.md field for field.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractsDir } from '../testing/venue-pact';
import { matchesSpecPath, specEndpoints } from './spec-endpoints';

interface Interaction {
  readonly type?: string;
  readonly description: string;
  /** Message pacts carry the socket event name here. */
  readonly metadata?: { readonly event?: string };
  readonly request?: { readonly method: string; readonly path: string; readonly body?: { readonly content?: unknown } };
  readonly response?: { readonly status: number };
}

const interactions: readonly Interaction[] = readdirSync(contractsDir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => (JSON.parse(readFileSync(`${contractsDir}/${file}`, 'utf8')) as { interactions: Interaction[] }).interactions);

const http = interactions.filter((i) => i.request !== undefined);
const forEndpoint = (method: string, path: string) => http.filter((i) => i.request?.method === method && matchesSpecPath(path, i.request.path));
const keysOf = (body: unknown) => (typeof body === 'object' && body !== null ? Object.keys(body).sort() : []);
const withoutAttribution = (keys: readonly string[]) => keys.filter((key) => key !== 'ref' && key !== 'PID');

describe('the contracts cover every venue API call', () => {
  it.each(specEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s has an interaction', (_, endpoint) => {
    expect(forEndpoint(endpoint.method, endpoint.path).length).toBeGreaterThan(0);
  });

  it('has a 404 or 422 interaction for every order lookup and order create', () => {
    const needingFailure = specEndpoints.filter((e) => /order|reservation\/|booking-info|gift-card\/|coatcheck\/|lostItem/.test(e.path));
    const missing = needingFailure.filter((e) => !forEndpoint(e.method, e.path).some((i) => [404, 409, 422].includes(i.response?.status ?? 0)));
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('has message pacts for the three socket events and the emitted one', () => {
    const events = interactions.filter((i) => i.type === 'Asynchronous/Messages').map((i) => (i.metadata?.event ?? '').split('.')[0]);
    expect(new Set(events)).toEqual(new Set(['newWebSupportReply', 'deleteOnlineGuestInfo', 'showWebSupport', 'toggleGuestStatus']));
  });
});

describe('request bodies use the documented field names', () => {
  const firstBody = (method: string, path: string) => forEndpoint(method, path).find((i) => i.request?.body?.content !== undefined)?.request?.body?.content;

  it('sends the bottle order payload field for field', () => {
    expect(withoutAttribution(keysOf(firstBody('POST', 'api/shopping/addBottleOrder')))).toEqual(
      [
        'items', 'totalPrice', 'subTotal', 'promo', 'noOfGuests', 'bottleDate', 'bottleTime', 'clientName', 'clientEmail', 'clientPhoneNumber',
        'clientBirthDateMonth', 'clientBirthDateDay', 'mailingListSubscribe', 'birthDate', 'clientAddress', 'gender', 'city', 'zipCode',
        'specialRequest', 'IGname', 'promoterIGname', 'status', 'userAgent', 'ip', 'promotionId', 'promoterDiscount',
      ].sort(),
    );
  });

  it('sends the mailing list payload field for field', () => {
    expect(withoutAttribution(keysOf(firstBody('POST', 'new-mailing-list')))).toEqual(
      ['clientName', 'clientEmail', 'clientPhoneNumber', 'clientBirthDate', 'IGname', 'userAgent', 'ip'].sort(),
    );
  });

  it('sends the talent submission payload field for field', () => {
    expect(withoutAttribution(keysOf(firstBody('POST', 'api/talents/new-talent')))).toEqual(
      [
        'talentName', 'talentEmail', 'talentPhoneNumber', 'talentType', 'biography', 'youtubeLink', 'facebookLink', 'instagramLink', 'receiveSMS',
        'mailingListSubscribe', 'mediaLinks', 'priceFees', 'musicStyle', 'website', 'photos',
      ].sort(),
    );
  });

  it('sends the new conversation payload field for field', () => {
    expect(withoutAttribution(keysOf(firstBody('POST', 'api/onlineGuest/newOnlineGuest')))).toEqual(['clientName', 'clientEmail', 'clientPhoneNumber', 'userAgent', 'ip'].sort());
  });
});
