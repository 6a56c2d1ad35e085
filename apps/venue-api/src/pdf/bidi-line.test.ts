// A line as a PDF draws it (bidi-line.ts): Hebrew right to left, numbers, codes and Latin names left to right inside
// it, parentheses mirrored, the invisible marks Intl writes around Hebrew money left out.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isolated, isolatesKept, visualLine, visualRuns } from './bidi-line';

const reversed = (text: string) => Array.from(text).reverse().join('');

describe('a line in visual order', () => {
  it('puts a Hebrew line right to left, an order number and a date inside it left to right', () => {
    expect(visualLine('הזמנה: bottles-1', 'rtl')).toBe(`bottles-1 :${reversed('הזמנה')}`);
    expect(visualLine('שולם: 15.6.2030', 'rtl')).toBe(`15.6.2030 :${reversed('שולם')}`);
    expect(visualRuns('הזמנה: bottles-1', 'rtl')).toEqual([
      { text: 'bottles-1', rtl: false },
      { text: ` :${reversed('הזמנה')}`, rtl: true },
    ]);
  });

  it('mirrors the parentheses of a right-to-left run', () => {
    expect(visualLine('שולם (test-1)', 'rtl')).toBe(`(test-1) ${reversed('שולם')}`);
  });

  it('leaves out the marks Intl writes around Hebrew money, keeping the amount whole', () => {
    const amount = new Intl.NumberFormat('he', { style: 'currency', currency: 'ILS' }).format(1234.5);
    expect(amount).toMatch(/[\u200e\u200f]/);
    const drawn = visualLine(`סה״כ ${amount}`, 'rtl');
    expect(drawn).not.toMatch(/[\u200e\u200f]/);
    expect(drawn).toContain('1,234.50');
    expect(drawn.endsWith(reversed('סה״כ'))).toBe(true);
  });

  it('puts a Hebrew name inside a left-to-right line right to left, a number after it on its left as a Hebrew reader reads it', () => {
    expect(visualLine('Event: הבית, Tel Aviv', 'ltr')).toBe(`Event: ${reversed('הבית')}, Tel Aviv`);
    expect(visualLine('Event: הבית 2030', 'ltr')).toBe(`Event: 2030 ${reversed('הבית')}`);
  });

  it('keeps an isolated address that starts with its number in its own order on a Hebrew line, on every line it is cut into', () => {
    expect(visualLine('245 Kent Avenue', 'rtl')).toBe('Kent Avenue 245');
    expect(visualLine(isolated('245 Kent Avenue'), 'rtl')).toBe('245 Kent Avenue');
    expect(visualLine(`איפה: ${isolated('245 Kent Avenue')}`, 'rtl')).toBe(`245 Kent Avenue :${reversed('איפה')}`);
    const line = `איפה: ${isolated('Club, 11249 Kent Avenue')}`;
    const cut = [line.slice(0, line.indexOf(' 11249')), line.slice(line.indexOf(' 11249') + 1)];
    expect(visualLine(cut[1] ?? '', 'rtl')).toBe('Kent Avenue 11249');
    expect(isolatesKept(cut).map((part) => visualLine(part, 'rtl'))).toEqual([`Club, :${reversed('איפה')}`, '11249 Kent Avenue']);
  });

  it('keeps a surrogate pair whole in a right-to-left run', () => {
    expect(visualLine('שלום 🎉', 'rtl')).toBe(`🎉 ${reversed('שלום')}`);
  });
});

const hebrew = fc.constantFrom(...'אבגדהוזחטיכלמנסעפצקרשת');
const latin = fc.constantFrom(...'abcdefXYZ');
const neutral = fc.constantFrom(...' .,:-/()0123456789₪€$');
const mixed = fc.array(fc.oneof(hebrew, latin, neutral), { maxLength: 40 }).map((chars) => chars.join(''));
/** The characters of a line with each mirrored pair counted as one. */
const counted = (text: string) => Array.from(text.replace(/[()]/g, '|')).sort().join('');

describe('visual order, for any line', () => {
  it('draws every character of the line once, a mirrored one as its pair', () => {
    fc.assert(
      fc.property(mixed, fc.constantFrom('ltr' as const, 'rtl' as const), (line, base) => {
        expect(counted(visualLine(line, base))).toBe(counted(line));
      }),
    );
  });

  it('leaves a line with no right-to-left letter as it is on a left-to-right page', () => {
    const ltr = fc.array(fc.oneof(latin, neutral), { maxLength: 40 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(ltr, (line) => {
        expect(visualLine(line, 'ltr')).toBe(line);
      }),
    );
  });

  it('reverses a line of Hebrew words on a right-to-left page, and no run it calls right to left holds a Latin letter or digit', () => {
    const words = fc.array(fc.oneof(hebrew, fc.constant(' ')), { maxLength: 40 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(words, (line) => {
        expect(visualLine(line, 'rtl')).toBe(reversed(line));
      }),
    );
    fc.assert(
      fc.property(mixed, (line) => {
        for (const run of visualRuns(line, 'rtl')) if (run.rtl) expect(run.text).not.toMatch(/[a-zA-Z0-9]/);
      }),
    );
  });
});
