import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './field-error-text';
import { firstFieldAlert } from './field-alert-text';

const refused = [
  { field: 'clientEmail', placeholder: 'Email' },
  { field: 'clientName', placeholder: 'Your Name' },
] as const;

describe('the words of a refused form (English)', () => {
  it('names the first refused field by the page label, else by core placeholder', () => {
    expect(firstFieldAlert(refused)).toBe('Please complete "Email" field.');
    expect(firstFieldAlert(refused, (field) => (field === 'clientEmail' ? 'E-mail address' : undefined))).toBe(
      'Please complete "E-mail address" field.',
    );
    expect(firstFieldAlert(refused, () => undefined)).toBe('Please complete "Email" field.');
    expect(firstFieldAlert([])).toBeNull();
  });

  it('says why each field was refused, as docs/product.md#error-messages words it', () => {
    expect(fieldErrorText.required).toBe('This field is required.');
    expect(fieldErrorText['too-short']).toBe('Please enter at least 4 characters.');
    expect(fieldErrorText['invalid-email']).toBe('Please enter a valid email address.');
    expect(fieldErrorText['duplicate-date']).toBe('This date is already listed above.');
  });
});
