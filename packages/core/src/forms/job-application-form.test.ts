import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import { fakePhone } from '../testing/bottle-test-fixtures';
import {
  emptyJobApplication,
  GENERAL_APPLICATION,
  positionChoices,
  validateJobApplication,
  type JobApplicationFormValues,
} from './job-application-form';
import { JobApplication } from './job-application.schema';

const values: JobApplicationFormValues = {
  clientName: ' Sam Ortiz ',
  clientEmail: 'sam@example.com',
  clientPhoneNumber: '212 555 0102',
  position: 'Bartender',
  message: ' Three years behind a cocktail bar. ',
  cv: { name: 'sam-cv.pdf', type: 'application/pdf', size: 8, dataUrl: 'data:application/pdf;base64,JVBERi0xLjQ=' },
};

describe('job application form', () => {
  it('turns a valid form into the payload, trimmed, the phone international, the CV as a data URL', () => {
    expect(validateJobApplication(values, fakePhone)).toEqual({
      ok: true,
      value: {
        clientName: 'Sam Ortiz',
        clientEmail: 'sam@example.com',
        clientPhoneNumber: '+12125550102',
        position: 'Bartender',
        message: 'Three years behind a cocktail bar.',
        cv: { fileName: 'sam-cv.pdf', dataUrl: 'data:application/pdf;base64,JVBERi0xLjQ=' },
      },
    });
    expect(validateJobApplication({ ...values, cv: null, message: '' }, fakePhone)).toMatchObject({
      ok: true,
      value: { cv: null, message: '' },
    });
  });

  it('reports every missing field in form order, with its placeholder', () => {
    const result = validateJobApplication(emptyJobApplication, fakePhone);
    expect(result.ok ? [] : result.error.map((e) => [e.field, e.placeholder, e.reason])).toEqual([
      ['clientName', 'Your Name', 'required'],
      ['clientEmail', 'Email', 'required'],
      ['clientPhoneNumber', 'Phone Number', 'required'],
      ['position', 'Position', 'required'],
    ]);
  });

  it('refuses a CV of another type or over 5 MB, and a bad e-mail or phone', () => {
    const errorsOf = (change: Partial<JobApplicationFormValues>) => {
      const result = validateJobApplication({ ...values, ...change }, fakePhone);
      return result.ok ? [] : result.error.map((e) => `${e.field}:${e.reason}`);
    };
    expect(errorsOf({ cv: { name: 'me.png', type: 'image/png', size: 8, dataUrl: 'data:image/png;base64,iVBORw0KGgo=' } })).toEqual([
      'cv:not-a-document',
    ]);
    expect(errorsOf({ cv: { ...values.cv!, size: 6 * 1024 * 1024 } })).toEqual(['cv:file-too-large']);
    expect(errorsOf({ clientEmail: 'sam@', clientPhoneNumber: '555' })).toEqual([
      'clientEmail:invalid-email',
      'clientPhoneNumber:invalid-phone',
    ]);
  });

  it('offers the open positions, then the general application', () => {
    expect(positionChoices(['Bartender', 'Host'])).toEqual(['Bartender', 'Host', GENERAL_APPLICATION]);
    expect(positionChoices([])).toEqual([GENERAL_APPLICATION]);
  });

  it('property: what the form accepts, the venue schema accepts', () => {
    const decode = decodeWith(JobApplication, 'apply-job');
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.string({ maxLength: 120 }), fc.string({ maxLength: 50 }), (name, position, message) => {
        const result = validateJobApplication({ ...values, clientName: name, position, message }, fakePhone);
        expect(result.ok).toBe(name.trim() !== '' && name.trim().length <= 100 && position.trim() !== '' && position.trim().length <= 100);
        if (result.ok) expect(decode(result.value).ok).toBe(true);
      }),
    );
  });
});
