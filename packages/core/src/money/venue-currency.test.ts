import { describe, expect, it } from 'vitest';
import { currencyExponent, venueCurrency, venueMoneyExponent } from './venue-currency';

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

describe('venueMoneyExponent', () => {
  it('counts in the decimals of the currency venueCurrency picks', () => {
    expect(venueMoneyExponent({ currency: '¥', currencyCode: 'JPY' }, null)).toBe(0);
    expect(venueMoneyExponent({ currency: '$' }, 'KWD')).toBe(3);
    expect(venueMoneyExponent({ currency: '$', currencyCode: 'CLP' }, 'USD')).toBe(0);
    expect(venueMoneyExponent({ currency: '€' }, undefined)).toBe(2);
  });

  it('counts a symbol it cannot tell, or an unknown venue, in hundredths, as formatMoney does', () => {
    expect(venueMoneyExponent({ currency: 'Kč' }, undefined)).toBe(2);
    expect(venueMoneyExponent(null, null)).toBe(2);
  });

  it('agrees with currencyExponent of the text formatMoney is given', () => {
    const general = { currency: '$', currencyCode: 'JPY' };
    expect(venueMoneyExponent(general, null)).toBe(currencyExponent(venueCurrency(general, null)));
    expect(currencyExponent('₩')).toBe(0);
    expect(currencyExponent('BHD')).toBe(3);
  });
});
