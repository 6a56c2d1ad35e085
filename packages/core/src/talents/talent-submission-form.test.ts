import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addPhotos, photoByteLength, photoLimitReason } from './talent-photos';
import { socialLink, validateTalentSubmission, type TalentSubmissionFormValues } from './talent-submission-form';
import { TalentSubmission } from './talent-submission.schema';
import type { PhonePort } from '../ports/phone.port';
import { decodeWith } from '../shared/decode';

// Stands in for the phone library: 10 to 15 digits, with or without +.
const phone: PhonePort = {
  isValid: (raw) => /^\+?\d{10,15}$/.test(raw.replace(/[\s()-]/g, '')),
  toInternational: (raw) => (/^\+?\d{10,15}$/.test(raw.replace(/[\s()-]/g, '')) ? `+${raw.replace(/\D/g, '')}` : null),
};

const valid: TalentSubmissionFormValues = {
  talentName: 'DJ Nova',
  talentPhoneNumber: '+1 (212) 555-0100',
  website: 'nova.example',
  talentEmail: 'nova@example.com',
  musicStyle: 'House',
  priceFees: '0',
  photos: [{ name: 'press.JPG', data: 'data:image/jpeg;base64,AAAA' }],
  facebookName: 'djnova',
  instagramName: '@djnova',
  youtubeName: '@djnova',
  mediaLinks: ['https://soundcloud.com/djnova/set-1'],
  biography: '<p>Resident DJ</p>',
  mailingListSubscribe: true,
  receiveSMS: false,
};

describe('talent form validation', () => {
  it('turns a valid form into the payload', () => {
    expect(validateTalentSubmission(valid, phone)).toEqual({
      ok: true,
      value: {
        talentName: 'DJ Nova',
        talentEmail: 'nova@example.com',
        talentPhoneNumber: '+12125550100',
        biography: '<p>Resident DJ</p>',
        youtubeLink: 'https://www.youtube.com/@djnova',
        facebookLink: 'https://www.facebook.com/djnova',
        instagramLink: 'https://www.instagram.com/djnova',
        receiveSMS: false,
        mailingListSubscribe: true,
        mediaLinks: [{ link: 'https://soundcloud.com/djnova/set-1' }],
        priceFees: 0,
        musicStyle: 'House',
        website: 'nova.example',
        photos: ['data:image/jpeg;base64,AAAA'],
      },
    });
  });

  it('reports every invalid field in form order', () => {
    const empty: TalentSubmissionFormValues = {
      ...valid,
      talentName: 'DJ',
      talentPhoneNumber: '12',
      website: ' ',
      talentEmail: 'nova@',
      musicStyle: '',
      priceFees: '-1',
      photos: [{ name: 'cv.pdf', data: '' }],
      facebookName: '',
      instagramName: '@',
      youtubeName: '',
      mediaLinks: ['https://mixcloud.com/x', '', 'soundcloud'],
      biography: '',
    };
    const result = validateTalentSubmission(empty, phone);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.map((e) => `${e.field}:${e.reason}`)).toEqual([
      'talentName:too-short',
      'talentPhoneNumber:invalid-phone',
      'website:required',
      'talentEmail:invalid-email',
      'priceFees:out-of-range',
      'photos:not-a-picture',
      'facebookLink:required',
      'instagramLink:required',
      'youtubeLink:required',
      'mediaLinks[1]:required',
      'mediaLinks[2]:invalid-url',
      'biography:required',
    ]);
    expect(result.error[0]?.placeholder).toBe('Stage Name');
  });

  it('needs at least one media link, a fee and photos; musicStyle and the checkboxes are optional', () => {
    const result = validateTalentSubmission({ ...valid, mediaLinks: [], priceFees: '', photos: [], musicStyle: '' }, phone);
    expect(result).toMatchObject({
      ok: false,
      error: [
        { field: 'priceFees', reason: 'required', placeholder: 'Your fee?' },
        { field: 'photos', reason: 'required', placeholder: 'Upload Photos' },
        { field: 'mediaLinks', reason: 'required' },
      ],
    });
    expect(validateTalentSubmission({ ...valid, priceFees: 'abc' }, phone)).toMatchObject({
      ok: false,
      error: [{ field: 'priceFees', reason: 'out-of-range' }],
    });
    expect(validateTalentSubmission({ ...valid, priceFees: '250.5' }, phone)).toMatchObject({ ok: true, value: { priceFees: 250.5 } });
  });

  it('keeps a pasted full social address', () => {
    expect(socialLink('facebook', 'https://facebook.com/nova')).toBe('https://facebook.com/nova');
    expect(socialLink('instagram', '  @@nova ')).toBe('https://www.instagram.com/nova');
  });

  it('property: whatever valid form is given, the payload decodes with the schema', () => {
    const decode = decodeWith(TalentSubmission, 'POST api/talents/new-talent');
    const text = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '' && s.trim() !== '@');
    fc.assert(
      fc.property(
        fc.record({
          talentName: fc.string({ minLength: 4, maxLength: 30 }).filter((s) => s.trim().length >= 4),
          priceFees: fc.double({ min: 0, max: 1e6, noNaN: true }).map(String),
          facebookName: text,
          instagramName: text,
          youtubeName: text,
          website: text,
          biography: text,
          mediaLinks: fc.array(fc.webUrl(), { minLength: 1, maxLength: 3 }),
        }),
        (generated) => {
          const result = validateTalentSubmission({ ...valid, ...generated }, phone);
          if (!result.ok) throw new Error(JSON.stringify(result.error));
          expect(decode(result.value)).toEqual({ ok: true, value: result.value });
        },
      ),
    );
  });
});

describe('talent photos', () => {
  const photo = (name: string) => ({ name, data: `data:${name}` });

  it('accepts gif, jpg, jpeg, png and webp, else refuses the pick as not a picture', () => {
    for (const name of ['a.gif', 'b.jpg', 'c.JPEG', 'd.png', 'e.webp']) expect(addPhotos([], [photo(name)]).refused).toBeNull();
    const refused = addPhotos([photo('a.png')], [photo('b.png'), photo('notes.txt')]);
    expect(refused).toEqual({ photos: [photo('a.png')], refused: 'not-a-picture' });
    expect(addPhotos([], [photo('jpg')]).refused).toBe('not-a-picture');
  });

  it('property: a pick is either all added or refused whole', () => {
    const name = fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('.png', '.jpg', '.pdf', '.webp', '.docx', ''))
      .map(([a, b]) => a + b);
    fc.assert(
      fc.property(fc.array(name.map(photo)), fc.array(name.map(photo)), (current, picked) => {
        const next = addPhotos(current, picked);
        const allPictures = picked.every((p) => /\.(gif|jpe?g|png|webp)$/i.test(p.name.trim()));
        expect(next.refused).toBe(allPictures ? null : 'not-a-picture');
        expect(next.photos).toEqual(allPictures ? [...current, ...picked] : current);
      }),
    );
  });
});

describe('talent photo limits', () => {
  // A data URL of exactly `bytes` bytes (base64 of zero bytes, padded as a browser pads it).
  const photoOf = (bytes: number, name = 'p.png') => {
    const full = Math.floor(bytes / 3) * 4;
    const rest = bytes % 3;
    const tail = rest === 0 ? '' : rest === 1 ? 'AA==' : 'AAA=';
    return { name, data: `data:image/png;base64,${'A'.repeat(full)}${tail}` };
  };

  it('counts the bytes of a data URL', () => {
    for (const bytes of [0, 1, 2, 3, 4, 5, 1000]) expect(photoByteLength(photoOf(bytes).data)).toBe(bytes);
  });

  it('refuses 11 photos and a photo over 5 MB in the form, before anything is sent', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => photoOf(10, `p${i}.png`));
    const tooMany = validateTalentSubmission({ ...valid, photos: eleven }, phone);
    expect(tooMany.ok ? [] : tooMany.error).toEqual([{ field: 'photos', reason: 'too-many-photos', placeholder: 'Upload Photos' }]);
    const big = validateTalentSubmission({ ...valid, photos: [photoOf(5 * 1024 * 1024 + 1)] }, phone);
    expect(big.ok ? [] : big.error).toEqual([{ field: 'photos', reason: 'photo-too-large', placeholder: 'Upload Photos' }]);
    expect(validateTalentSubmission({ ...valid, photos: [photoOf(5 * 1024 * 1024)] }, phone).ok).toBe(true);
  });

  it('accepts exactly what the venue accepts: 1 to 10 photos of at most 5 MB', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 * 1024 * 1024 }), { maxLength: 12 }), (sizes) => {
        const photos = sizes.map((bytes) => ({ name: 'p.png', data: `data:image/png;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}` }));
        const reason = photoLimitReason(photos);
        const accepted = photos.length <= 10 && photos.every((p) => photoByteLength(p.data) <= 5 * 1024 * 1024);
        expect(reason === null).toBe(accepted);
        if (photos.length > 10) expect(reason).toBe('too-many-photos');
      }),
      { numRuns: 50 },
    );
  });
});
