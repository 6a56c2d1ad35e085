// French, Spanish and Hebrew pages: their names, their date order, a 24-hour clock and their first weekday.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function inLanguage(language: 'fr' | 'es' | 'he') {
  vi.resetModules();
  vi.doMock('~messages/language', () => ({ LANGUAGE: language }));
  vi.doMock('~messages/dates', () => import(`../../../../packages/messages/src/${language}/dates.ts`));
  return import('./date-format');
}

// The tests of a project may share one module registry: leave it as English found it.
afterEach(() => {
  vi.doUnmock('~messages/language');
  vi.doUnmock('~messages/dates');
  vi.resetModules();
});

describe('dates and times in other languages', () => {
  it('French: day first, a 24-hour clock, Monday first', async () => {
    const format = await inLanguage('fr');
    expect(format.formatEventDate('2030-06-15')).toBe('sam. 15/06/2030');
    expect(format.longDate({ year: 2030, month: 6, day: 1 })).toBe('samedi 1er juin 2030');
    expect(format.monthTitle({ year: 2030, month: 8 })).toBe('Août 2030');
    expect([0, 21 * 60 + 15].map(format.formatMinutes)).toEqual(['00:00', '21:15']);
    expect(format.formatTimeOfDay('10:00 PM')).toBe('22:00');
    expect(format.WEEKDAY_COLUMNS).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('Spanish: day first, a 24-hour clock, Monday first', async () => {
    const format = await inLanguage('es');
    expect(format.longDate({ year: 2030, month: 6, day: 15 })).toBe('sábado, 15 de junio de 2030');
    expect(format.formatClockTime('2030-06-16T02:32:00Z', 'Europe/Madrid')).toBe('04:32');
    expect(format.WEEKDAY_COLUMNS[0]).toBe(1);
  });

  it('Hebrew: day first, a 24-hour clock, Sunday first', async () => {
    const format = await inLanguage('he');
    expect(format.formatEventDate('2030-06-15')).toBe('שבת 15.6.2030');
    expect(format.dateBadge('2030-06-15')).toEqual({ month: 'יוני', day: '15' });
    expect(format.formatTimeOfDay('1:00 AM')).toBe('01:00');
    expect(format.WEEKDAY_COLUMNS[0]).toBe(0);
  });
});
