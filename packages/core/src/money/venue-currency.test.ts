import { describe, expect, it } from 'vitest';
import { venueCurrency } from './venue-currency';

describe('venueCurrency', () => {
  it("takes the API's code first, then the site's setting, then the API's symbol", () => {
    expect(venueCurrency({ currency: '$', currencyCode: 'CAD' }, 'USD')).toBe('CAD');
    expect(venueCurrency({ currency: '$' }, 'AUD')).toBe('AUD');
    expect(venueCurrency({ currency: 'Kč' }, undefined)).toBe('Kč');
  });

  it('keeps the symbol when it reads as that very code', () => {
    expect(venueCurrency({ currency: '$', currencyCode: 'USD' }, null)).toBe('$');
    expect(venueCurrency({ currency: '€' }, 'EUR')).toBe('€');
  });

  it('falls back to the default sign while the venue is unknown', () => {
    expect(venueCurrency(null, null)).toBe('$');
    expect(venueCurrency(undefined, 'EUR')).toBe('EUR');
  });
});
