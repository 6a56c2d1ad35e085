// An instant on the venue's clock as the guest's language writes it (docs/product.md#the-venues-time-zone): English
// in the form each caller always used, any other language by Intl in the venue's time zone.
import type { GuestLanguage } from './guest-language';

export function venueClockIn(language: GuestLanguage, at: Date, timeZone: string, english: (at: Date, timeZone: string) => string): string {
  return language === 'en'
    ? english(at, timeZone)
    : new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(at);
}
