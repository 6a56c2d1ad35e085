import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attachmentOf, attachmentTypes, checkAttachment, fileSize, isPictureType, maxAttachmentBytes } from './chat-attachment';

describe('checkAttachment', () => {
  it('accepts pictures and PDF up to 10 MB and says why it refuses anything else', () => {
    expect(checkAttachment({ name: 'a.png', mimeType: 'image/png', sizeBytes: 1200 }).ok).toBe(true);
    expect(checkAttachment({ name: 'a.pdf', mimeType: 'application/pdf', sizeBytes: maxAttachmentBytes }).ok).toBe(true);
    expect(checkAttachment({ name: 'big.jpg', mimeType: 'image/jpeg', sizeBytes: maxAttachmentBytes + 1 })).toEqual({
      ok: false,
      error: 'too-large',
    });
    expect(checkAttachment({ name: 'a.exe', mimeType: 'application/x-msdownload', sizeBytes: 10 })).toEqual({
      ok: false,
      error: 'unsupported-type',
    });
    expect(checkAttachment({ name: 'a.gif', mimeType: 'image/gif', sizeBytes: 0 })).toEqual({ ok: false, error: 'empty' });
  });

  it('property: accepted exactly when the type is listed and the size is 1 byte to 10 MB', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...attachmentTypes), fc.string()),
        fc.integer({ min: -5, max: maxAttachmentBytes * 2 }),
        (mimeType, sizeBytes) => {
          const accepted = (attachmentTypes as readonly string[]).includes(mimeType) && sizeBytes > 0 && sizeBytes <= maxAttachmentBytes;
          expect(checkAttachment({ name: 'f', mimeType, sizeBytes }).ok).toBe(accepted);
        },
      ),
    );
  });
});

describe('file details', () => {
  it('shows sizes in B, kB and MB and knows a picture', () => {
    expect(fileSize(900)).toEqual({ unit: 'B', amount: 900 });
    expect(fileSize(2048)).toEqual({ unit: 'kB', amount: 2 });
    expect(fileSize(1500)).toEqual({ unit: 'kB', amount: 1.5 });
    expect(fileSize(3.5 * 1024 * 1024)).toEqual({ unit: 'MB', amount: 3.5 });
    expect(isPictureType('image/webp')).toBe(true);
    expect(isPictureType('application/pdf')).toBe(false);
    expect(isPictureType(null)).toBe(false);
  });
});

describe('attachmentOf', () => {
  it('reads the backend meta of a file and ignores what is missing or unsafe', () => {
    expect(attachmentOf({ fileUrl: '/venue-api/media/chat/a.png', fileName: 'a.png', fileType: 'image/png', fileSize: 12 })).toEqual({
      url: '/venue-api/media/chat/a.png',
      name: 'a.png',
      mimeType: 'image/png',
      sizeBytes: 12,
    });
    expect(attachmentOf({ fileName: 'queued.pdf' })).toEqual({ url: null, name: 'queued.pdf', mimeType: null, sizeBytes: null });
    expect(attachmentOf({ fileUrl: 'javascript:alert(1)', fileSize: -1 }).url).toBeNull();
    expect(attachmentOf({ fileUrl: '//evil.example/x' }).url).toBeNull();
    expect(attachmentOf(undefined).name).toBeNull();
  });
});
