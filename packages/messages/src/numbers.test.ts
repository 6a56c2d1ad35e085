// A rate as each language writes it beside words: the decimal sign and the space its typography asks for.
import { describe, expect, it } from 'vitest';
import * as en from './en/numbers';
import * as es from './es/numbers';
import * as fr from './fr/numbers';
import * as he from './he/numbers';

describe('percentages', () => {
  it('follow each language: 8.875% in English and Hebrew, 8,875 % in French and Spanish', () => {
    expect([en.percent(8.875), en.percent(18)]).toEqual(['8.875%', '18%']);
    expect([fr.percent(8.875), fr.percent(18)]).toEqual(['8,875\u00a0%', '18\u00a0%']);
    expect(es.percent(8.875)).toBe('8,875\u00a0%');
    expect(he.percent(8.875)).toBe('8.875%');
  });
});
