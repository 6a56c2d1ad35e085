import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES, CV_TYPES, checkCvFile, readCvDataUrl, withCvType } from './cv-document';

describe('CV document rules', () => {
  it('takes PDF, DOC and DOCX by their extension, with or without the browser type', () => {
    expect(checkCvFile({ name: 'Sam Ortiz CV.PDF', type: 'application/pdf', size: 1200 })).toEqual({ ok: true, value: CV_TYPES.pdf });
    expect(checkCvFile({ name: 'cv.doc', type: '', size: 1200 })).toEqual({ ok: true, value: CV_TYPES.doc });
    expect(checkCvFile({ name: 'cv.docx', type: CV_TYPES.docx, size: CV_MAX_BYTES })).toEqual({ ok: true, value: CV_TYPES.docx });
  });

  it('refuses another type, a type that contradicts the extension, an empty file and more than 5 MB', () => {
    expect(checkCvFile({ name: 'me.png', type: 'image/png', size: 10 })).toEqual({ ok: false, error: 'not-a-document' });
    expect(checkCvFile({ name: 'cv.pdf', type: 'image/png', size: 10 })).toEqual({ ok: false, error: 'not-a-document' });
    expect(checkCvFile({ name: 'cv', type: '', size: 10 })).toEqual({ ok: false, error: 'not-a-document' });
    expect(checkCvFile({ name: 'cv.pdf', type: 'application/pdf', size: 0 })).toEqual({ ok: false, error: 'file-too-large' });
    expect(checkCvFile({ name: 'cv.pdf', type: 'application/pdf', size: CV_MAX_BYTES + 1 })).toEqual({
      ok: false,
      error: 'file-too-large',
    });
  });

  it('reads a data URL of a CV type, and refuses others', () => {
    expect(readCvDataUrl('data:application/pdf;base64,JVBERi0xLjQ=')).toMatchObject({
      ok: true,
      value: { type: CV_TYPES.pdf, byteLength: 8 },
    });
    expect(readCvDataUrl('data:image/png;base64,iVBORw0KGgo=')).toEqual({ ok: false, error: 'Expected a PDF, DOC or DOCX file' });
    expect(readCvDataUrl('data:application/pdf;base64,')).toMatchObject({ ok: false });
    expect(readCvDataUrl('https://example.com/cv.pdf')).toMatchObject({ ok: false });
    expect(withCvType('data:application/octet-stream;base64,0M8R4A==', CV_TYPES.doc)).toBe('data:application/msword;base64,0M8R4A==');
  });

  it('property: a file is accepted exactly when its extension is a CV type, its type agrees and its size is 1 byte to 5 MB', () => {
    const extensions = ['pdf', 'doc', 'docx', 'png', 'txt', 'exe', ''];
    fc.assert(
      fc.property(
        fc.constantFrom(...extensions),
        fc.constantFrom('', ...Object.values(CV_TYPES), 'image/png'),
        fc.integer({ min: -1, max: CV_MAX_BYTES + 2 }),
        (extension, type, size) => {
          const expectedType = (CV_TYPES as Record<string, string>)[extension];
          const accepted = expectedType !== undefined && (type === '' || type === expectedType) && size > 0 && size <= CV_MAX_BYTES;
          expect(checkCvFile({ name: `cv.${extension}`, type, size }).ok).toBe(accepted);
        },
      ),
    );
  });
});
