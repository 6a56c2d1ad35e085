// The venue's currency comes as a symbol ("$" by default, docs/product.md#venue-settings); Intl and schema.org want an
// ISO 4217 code. Symbols shared by several currencies map to the most common one.
const bySymbol: Readonly<Record<string, string>> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  '₪': 'ILS',
  '₩': 'KRW',
  C$: 'CAD',
  A$: 'AUD',
  CHF: 'CHF',
};

/** The symbols this module knows. */
export const knownCurrencySymbols: readonly string[] = Object.keys(bySymbol);

/** The ISO 4217 code of a currency symbol or code, or null when it cannot be told. */
export function currencyCode(currency: string): string | null {
  const text = currency.trim();
  if (/^[A-Z]{3}$/.test(text)) return text;
  return bySymbol[text] ?? null;
}
