// Money as the guest's language writes it (docs/decisions.md#money-by-language): English as the backend always
// wrote it (the caller's own form), any other language by Intl with the currency's decimals, as the site does
// (apps/web/src/ui/money-format.ts). A currency known only by a symbol stays in the English form.
import { currencyCode } from '@venue/core/money/currency-code';
import { majorOfMinor, type Minor } from '@venue/core/money/minor-units';
import { currencyExponent } from '@venue/core/money/venue-currency';
import type { GuestLanguage } from './guest-language';

export function guestMoney(
  amount: number,
  currency: string,
  language: GuestLanguage,
  english: (amount: number, currency: string) => string,
): string {
  const code = currencyCode(currency);
  if (language === 'en' || code === null) return english(amount, currency);
  return new Intl.NumberFormat(language, { style: 'currency', currency: code }).format(
    majorOfMinor(amount as Minor, currencyExponent(currency)),
  );
}
