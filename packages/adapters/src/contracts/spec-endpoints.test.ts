import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesSpecPath, specEndpoints } from './spec-endpoints';

describe('venue API endpoint list', () => {
  it('lists each method and path once', () => {
    const keys = specEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('matches concrete paths against patterns', () => {
    expect(matchesSpecPath('event-info/{id}', '/event-info/42')).toBe(true);
    expect(matchesSpecPath('event-info/{id}', '/event-info/42/x')).toBe(false);
    expect(matchesSpecPath('api/onlineGuest/message/{id}/website', '/api/onlineGuest/message/h1/website')).toBe(true);
    expect(matchesSpecPath('upcomig-events', '/upcoming-events')).toBe(false);
  });

  it('a pattern matches every path made by filling its parameters', () => {
    fc.assert(
      fc.property(fc.constantFrom(...specEndpoints), fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/), (endpoint, id) => {
        expect(matchesSpecPath(endpoint.path, `/${endpoint.path.replace(/\{[^}]+\}/g, id)}`)).toBe(true);
      }),
    );
  });
});
