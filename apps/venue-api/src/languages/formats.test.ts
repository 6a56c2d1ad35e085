import { describe, expect, it } from 'vitest';
import { guestMoney } from './guest-money';
import { nightFormatsIn } from './night-words';

const english = (amount: number, currency: string) => `english ${amount} ${currency}`;
const asIntlWrites = (text: string, language: string, currency: string, major: number) =>
  text === new Intl.NumberFormat(language, { style: 'currency', currency }).format(major);

describe('money in the guest’s language', () => {
  it('keeps English in the caller’s own form, and a currency known only by an unknown symbol too', () => {
    expect(guestMoney(2500, '$', 'en', english)).toBe('english 2500 $');
    expect(guestMoney(2500, 'Ꝑ', 'fr', english)).toBe('english 2500 Ꝑ');
  });

  it('writes any other language as Intl does, with the currency’s own decimals', () => {
    expect(asIntlWrites(guestMoney(123450, 'EUR', 'fr', english), 'fr', 'EUR', 1234.5)).toBe(true);
    expect(asIntlWrites(guestMoney(1500, 'JPY', 'es', english), 'es', 'JPY', 1500)).toBe(true);
    expect(asIntlWrites(guestMoney(1500, 'KWD', 'he', english), 'he', 'KWD', 1.5)).toBe(true);
    const yen = new Intl.NumberFormat('fr', { style: 'currency', currency: 'JPY' }).formatToParts(1500);
    expect(yen.some((part) => part.type === 'fraction')).toBe(false);
  });
});

describe('a night’s date and times in the guest’s language', () => {
  it('leaves English as the backend always wrote it', () => {
    const en = nightFormatsIn('en');
    expect(en.date('2030-06-15')).toBe('Sat 06/15/2030');
    expect(en.time('10:00 PM')).toBe('10:00 PM');
  });

  it('writes the venue’s 12-hour times on the language’s clock, midnight and noon included', () => {
    const fr = nightFormatsIn('fr');
    const clock = (hour: number, minute: number) =>
      new Intl.DateTimeFormat('fr', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour, minute));
    expect(fr.time('10:00 PM')).toBe(clock(22, 0));
    expect(fr.time('12:30 AM')).toBe(clock(0, 30));
    expect(fr.time('12:00 PM')).toBe(clock(12, 0));
    expect(fr.time('late')).toBe('late');
    expect(fr.date('2030-06-15')).toContain('2030');
    expect(fr.date('2030-06-15')).toContain('15');
    expect(fr.date('soon')).toBe('soon');
  });
});
