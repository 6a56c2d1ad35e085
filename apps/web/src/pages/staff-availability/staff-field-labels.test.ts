import { describe, expect, it } from 'vitest';
import { staffFieldLabel } from './staff-field-labels';

describe('the availability form’s field labels', () => {
  it('name the form’s fields and each night’s, numbered from 1', () => {
    expect(staffFieldLabel('staffName')).toBe('Your Name');
    expect(staffFieldLabel('nights')).toBe('Nights');
    expect(staffFieldLabel('nights[0].date')).toBe('Night 1 date');
    expect(staffFieldLabel('nights[2].timeTo')).toBe('Night 3 to');
    expect(staffFieldLabel('nights[2].other')).toBeUndefined();
  });
});
