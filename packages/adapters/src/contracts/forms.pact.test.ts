// Contracts of the forms: mailing list (both paths), talent submission, job application, contact
// message, staff availability, and the Review page (lookup and new review, both path styles).
// Request bodies carry the payloads of docs/product.md field for field.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '@venue/core/forms/contact-message.schema';
import type { JobApplication } from '@venue/core/forms/job-application.schema';
import type { StaffAvailabilityUpdate } from '@venue/core/forms/staff-availability.schema';
import type { MailingListSignup } from '@venue/core/mailing-list/mailing-list.schema';
import type { TalentSubmission } from '@venue/core/talents/talent-submission.schema';
import { createFormsHttp } from '../http/forms.http';
import { createMailingListHttp, type MailingListPath } from '../http/mailing-list.http';
import { createReviewsHttp, type ReviewPaths } from '../http/reviews.http';
import { createTalentSubmissionHttp } from '../http/talent-submission.http';
import { isoDate, mediaPath, notFoundBody, review } from '../testing/demo-examples';
import { dateFromState, fromState, pathFromState } from '../testing/provider-state-values';
import { bearer, clientFor, venuePact } from '../testing/venue-pact';

const { like, eachLike, uuid, regex, string } = MatchersV3;
const pact = venuePact();

const receiptId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const receipt = { data: { _id: uuid(receiptId) } };
const invalidField = (field: string, message: string) => ({ error: { code: 'invalid_input', message: string(message), field } });

const signup: MailingListSignup = {
  clientName: 'Anna Lee',
  clientEmail: 'anna@example.com',
  clientPhoneNumber: '+12125550100',
  clientBirthDate: '09/03',
  IGname: '@anna',
  userAgent: 'PC',
  ip: '203.0.113.7',
};

/** The first 16 bytes of a PNG file: its signature and the start of its header chunk. */
const pngPhoto = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

const talent: TalentSubmission = {
  talentName: 'DJ Orbit',
  talentEmail: 'orbit@example.com',
  talentPhoneNumber: '+12125550101',
  talentType: 'DJ',
  biography: '<p>Spins deep house.</p>',
  youtubeLink: 'https://www.youtube.com/@orbit',
  facebookLink: 'https://www.facebook.com/orbit',
  instagramLink: 'https://www.instagram.com/orbit',
  receiveSMS: false,
  mailingListSubscribe: true,
  mediaLinks: [{ link: 'https://soundcloud.com/orbit/sunrise-set' }],
  priceFees: 300,
  musicStyle: 'House',
  website: 'https://orbit.example',
  photos: [pngPhoto],
};

/** The first bytes of a PDF file: the venue checks them against the declared type. */
const pdfCv = { fileName: 'sam-ortiz-cv.pdf', dataUrl: 'data:application/pdf;base64,JVBERi0xLjQKJcOkw7zDtsOfCg==' };
const application: JobApplication = { clientName: 'Sam Ortiz', clientEmail: 'sam@example.com', clientPhoneNumber: '+12125550102', position: 'Bartender', message: 'Three years behind a cocktail bar.', cv: pdfCv };
const contact: ContactMessage = { clientName: 'Sam Ortiz', clientEmail: 'sam@example.com', clientPhoneNumber: null, subject: 'Birthday party', message: 'Do you host birthdays for 30 guests?' };
const availability: StaffAvailabilityUpdate = {
  staffName: 'Rita Gomez',
  availability: [
    { date: '2030-06-20', timeFrom: '8:00 PM', timeTo: '2:00 AM' },
    { date: '2030-06-21', timeFrom: '9:00 PM', timeTo: '4:00 AM' },
  ],
  notes: 'No Sundays, please.',
};

describe('mailing list contract', () => {
  const paths: readonly MailingListPath[] = ['new-mailing-list', 'api/mailingList/add'];

  it.each(paths)('POST %s stores the signup, with ref and PID from the page', (path) =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving(`a mailing list signup to ${path}`)
      .withRequest('POST', `/${path}`, (b) => b.headers(bearer).jsonBody({ ...signup, ref: 'instagram', PID: 'summer-30' }))
      .willRespondWith(200, (b) => b.jsonBody(receipt))
      .executeTest(async (server) => {
        const port = createMailingListHttp(clientFor(server.url, { ref: 'instagram', PID: 'summer-30' }), path);
        expect(await port.subscribe(signup)).toEqual({ ok: true, value: undefined });
      }),
  );

  it.each(paths)('POST %s refuses an invalid email with 422 naming the field', (path) =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving(`a mailing list signup to ${path} with an invalid email`)
      .withRequest('POST', `/${path}`, (b) => b.headers(bearer).jsonBody({ ...signup, clientEmail: 'anna-at-example' }))
      .willRespondWith(422, (b) => b.jsonBody(invalidField('clientEmail', 'clientEmail: Expected a valid email address')))
      .executeTest(async (server) => {
        const result = await createMailingListHttp(clientFor(server.url), path).subscribe({ ...signup, clientEmail: 'anna-at-example' });
        expect(result).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 422, body: { error: { field: 'clientEmail' } } } });
      }),
  );
});

describe('talent submission contract', () => {
  it('POST api/talents/new-talent stores the submission with its photos', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a talent submission with one photo')
      .withRequest('POST', '/api/talents/new-talent', (b) => b.headers(bearer).jsonBody(talent))
      .willRespondWith(200, (b) => b.jsonBody(receipt))
      .executeTest(async (server) => {
        expect(await createTalentSubmissionHttp(clientFor(server.url)).submit(talent)).toEqual({ ok: true, value: undefined });
      }));

  it('POST api/talents/new-talent refuses a photo that is not a picture with 422 naming it', () => {
    const withSvg = { ...talent, photos: ['data:image/svg+xml;base64,PHN2Zy8+'] };
    return pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a talent submission with a photo that is not a picture')
      .withRequest('POST', '/api/talents/new-talent', (b) => b.headers(bearer).jsonBody(withSvg))
      .willRespondWith(422, (b) => b.jsonBody(invalidField('photos[0]', 'photos[0]: Expected a JPEG, PNG, WebP or GIF picture')))
      .executeTest(async (server) => {
        const result = await createTalentSubmissionHttp(clientFor(server.url)).submit(withSvg);
        expect(result).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 422, body: { error: { field: 'photos[0]' } } } });
      });
  });
});

describe('careers, contact and staff availability contract', () => {
  const stored = { id: 'staff-rita-2030-06', ...availability, updatedAt: '2030-06-15T18:00:00.000Z' };
  const updatedAt = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, stored.updatedAt);
  /** The link and the two nights the staff states answer (the nights are a week ahead, never fixed). */
  const linkPath = pathFromState('/staff-availability/${staffLinkId}', `/staff-availability/${stored.id}`);
  const [firstNight, secondNight] = availability.availability;
  const nightsFromState = {
    ...availability,
    availability: [
      { ...firstNight, date: dateFromState('firstNight', firstNight?.date ?? '') },
      { ...secondNight, date: dateFromState('secondNight', secondNight?.date ?? '') },
    ],
  };
  const storedFromState = { ...nightsFromState, id: fromState('staffLinkId', stored.id), updatedAt };

  it('GET job-positions answers the open positions', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a read of the open positions')
      .withRequest('GET', '/job-positions', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: eachLike({ _id: string('job-bartender'), title: string('Bartender'), description: string('Weekend nights.') }) }))
      .executeTest(async (server) => {
        expect(await createFormsHttp(clientFor(server.url)).openPositions()).toEqual({
          ok: true,
          value: [{ _id: 'job-bartender', title: 'Bartender', description: 'Weekend nights.' }],
        });
      }));

  it('POST apply-job stores the application with its CV and answers its id', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a job application with a PDF CV')
      .withRequest('POST', '/apply-job', (b) => b.headers(bearer).jsonBody(application))
      .willRespondWith(200, (b) => b.jsonBody(receipt))
      .executeTest(async (server) => {
        expect(await createFormsHttp(clientFor(server.url)).applyJob(application)).toEqual({ ok: true, value: { _id: receiptId } });
      }));

  it('POST apply-job refuses a CV that is not a PDF, DOC or DOCX with 422 naming it', () => {
    const withPicture = { ...application, cv: { fileName: 'me.png', dataUrl: pngPhoto } };
    return pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a job application with a picture as its CV')
      .withRequest('POST', '/apply-job', (b) => b.headers(bearer).jsonBody(withPicture))
      .willRespondWith(422, (b) => b.jsonBody(invalidField('cv.dataUrl', 'cv.dataUrl: Expected a PDF, DOC or DOCX file')))
      .executeTest(async (server) => {
        const result = await createFormsHttp(clientFor(server.url)).applyJob(withPicture);
        expect(result).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 422, body: { error: { field: 'cv.dataUrl' } } } });
      });
  });

  it('POST submit-contact stores the message and answers its id', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a contact message without a phone number')
      .withRequest('POST', '/submit-contact', (b) => b.headers(bearer).jsonBody(contact))
      .willRespondWith(200, (b) => b.jsonBody(receipt))
      .executeTest(async (server) => {
        expect(await createFormsHttp(clientFor(server.url)).submitContact(contact)).toEqual({ ok: true, value: { _id: receiptId } });
      }));

  it('GET staff-availability/{id} answers what was sent through the link', () =>
    pact
      .addInteraction()
      .given('a staff member sent their availability')
      .uponReceiving('a read of the availability sent through a staff link')
      .withRequest('GET', linkPath, (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: storedFromState }))
      .executeTest(async (server) => {
        expect(await createFormsHttp(clientFor(server.url)).staffAvailability(stored.id)).toEqual({ ok: true, value: stored });
      }));

  it('GET staff-availability/{id} answers 404 when nothing was sent through the link yet', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a read of a staff link nothing was sent through')
      .withRequest('GET', '/staff-availability/staff-new-link', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(notFoundBody))
      .executeTest(async (server) => {
        expect(await createFormsHttp(clientFor(server.url)).staffAvailability('staff-new-link')).toMatchObject({
          ok: false,
          error: { _tag: 'HttpError', status: 404 },
        });
      }));

  it('PUT staff-availability/{id} keeps the availability sent through the link', () =>
    pact
      .addInteraction()
      .given('a staff link was sent')
      .uponReceiving('an availability update through a staff link')
      .withRequest('PUT', linkPath, (b) => b.headers(bearer).jsonBody(nightsFromState))
      .willRespondWith(200, (b) => b.jsonBody({ data: storedFromState }))
      .executeTest(async (server) => {
        expect(await createFormsHttp(clientFor(server.url)).updateStaffAvailability(stored.id, availability)).toEqual({ ok: true, value: stored });
      }));
});

describe('reviews contract', () => {
  const styles: readonly [ReviewPaths, string][] = [
    ['short', ''],
    ['api', 'api/reviews/'],
  ];
  const lookup = {
    type: 'talent',
    id: 'talent-dj-nova',
    title: 'DJ Nova',
    image: '/venue-api/media/talent-dj-nova-main.svg',
    date: null,
    averageRating: 4.5,
    reviewCount: 1,
    reviews: [review],
  } as const;

  it.each(styles)('GET %s review path answers the talent with its reviews', (style, prefix) =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving(`a review lookup of a talent at ${prefix}review/{type}/{id}`)
      .withRequest('GET', `/${prefix}review/talent/talent-dj-nova`, (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          data: like({ ...lookup, image: mediaPath(lookup.image), reviewCount: MatchersV3.integer(1), reviews: eachLike({ ...review, date: isoDate(review.date) }) }),
        }),
      )
      .executeTest(async (server) => {
        expect(await createReviewsHttp(clientFor(server.url), style).lookup('talent', 'talent-dj-nova')).toEqual({ ok: true, value: lookup });
      }),
  );

  it.each(styles)('GET %s review path answers 404 for an unknown event', (style, prefix) =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving(`a review lookup of an unknown event at ${prefix}review/{type}/{id}`)
      .withRequest('GET', `/${prefix}review/event/no-such-event`, (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(notFoundBody))
      .executeTest(async (server) => {
        expect(await createReviewsHttp(clientFor(server.url), style).lookup('event', 'no-such-event')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }),
  );

  it.each(styles)('POST %s new-review-comment stores the review and answers it', (style, prefix) => {
    const comment = { type: 'event', id: 'event-past-1', name: 'Mia Chen', rating: 4, comment: 'Great costumes, loud in a good way.' } as const;
    const stored = { _id: 'review-6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', type: 'event', targetId: 'event-past-1', name: 'Mia Chen', rating: 4, comment: comment.comment, date: '2030-06-15', photo: null };
    return pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving(`a review of a past event sent to ${prefix}new-review-comment`)
      .withRequest('POST', `/${prefix}new-review-comment`, (b) => b.headers(bearer).jsonBody(comment))
      .willRespondWith(200, (b) => b.jsonBody({ data: { ...stored, _id: regex(/^review-\S+$/, stored._id), date: isoDate(stored.date) } }))
      .executeTest(async (server) => {
        expect(await createReviewsHttp(clientFor(server.url), style).comment(comment)).toEqual({ ok: true, value: stored });
      });
  });
});
