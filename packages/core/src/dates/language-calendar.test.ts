import { describe, expect, it } from 'vitest';
import { hourCycleOf, weekdayColumns, weekStartOf } from './language-calendar';

describe('language calendars', () => {
  it('starts the week on Monday in French and Spanish, on Sunday in English and Hebrew', () => {
    expect(['en', 'fr', 'es', 'he', 'en-XA', 'fr-CA'].map(weekStartOf)).toEqual([0, 1, 1, 0, 0, 1]);
  });

  it('counts 12 hours in English (the pseudo-language too), 24 in French, Spanish and Hebrew', () => {
    expect(['en', 'en-XA', 'fr', 'es', 'he'].map(hourCycleOf)).toEqual(['h12', 'h12', 'h23', 'h23', 'h23']);
  });

  it('orders the columns from the week start', () => {
    expect(weekdayColumns(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayColumns(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});
