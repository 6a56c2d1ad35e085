import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockDatesResponse } from '@venue/core/booking/block-date.schema';
import { ReviewCommentResponse } from '@venue/core/content/review-comment.schema';
import { ReviewLookupResponse } from '@venue/core/content/review-lookup.schema';
import type { ContactMessage } from '@venue/core/forms/contact-message.schema';
import type { JobApplication } from '@venue/core/forms/job-application.schema';
import { JobPositionsResponse } from '@venue/core/forms/job-position.schema';
import { StaffAvailabilityResponse, type StaffAvailabilityUpdate } from '@venue/core/forms/staff-availability.schema';
import { SubmissionReceiptResponse } from '@venue/core/forms/submission-receipt.schema';
import type { MailingListSignup } from '@venue/core/mailing-list/mailing-list.schema';
import { ok } from '@venue/core/shared/result';
import type { TalentSubmission } from '@venue/core/talents/talent-submission.schema';
import { createBlockedPeriodsHttp } from './blocked-periods.http';
import { createFormsHttp } from './forms.http';
import { createMailingListHttp } from './mailing-list.http';
import { recordingClient } from '../testing/recording-client';
import { createReviewsHttp } from './reviews.http';
import { createTalentSubmissionHttp } from './talent-submission.http';
import { startTestVenueServer, type TestVenueServer } from '../testing/test-venue-server';

const signup: MailingListSignup = {
  clientName: 'Anna Lee',
  clientEmail: 'anna@example.com',
  clientPhoneNumber: '+12125550100',
  clientBirthDate: '09/03',
  IGname: '@anna',
  userAgent: 'PC',
  ip: '203.0.113.7',
};

const talent: TalentSubmission = {
  talentName: 'DJ Nova',
  talentEmail: 'nova@example.com',
  talentPhoneNumber: '+12125550100',
  biography: 'Resident DJ',
  youtubeLink: 'https://www.youtube.com/@djnova',
  facebookLink: 'https://www.facebook.com/djnova',
  instagramLink: 'https://www.instagram.com/djnova',
  receiveSMS: false,
  mailingListSubscribe: true,
  mediaLinks: [{ link: 'https://soundcloud.com/djnova/set-1' }],
  priceFees: 250,
  musicStyle: 'House',
  website: 'https://nova.example',
  photos: ['data:image/png;base64,iVBORw0KGgo='],
};

const application: JobApplication = {
  cv: { fileName: 'sam.pdf', dataUrl: 'data:application/pdf;base64,JVBERi0xLjQ=' },
  clientName: 'Sam',
  clientEmail: 'sam@example.com',
  clientPhoneNumber: '+12125550100',
  position: 'Bartender',
  message: '',
};
const contact: ContactMessage = {
  clientName: 'Sam',
  clientEmail: 'sam@example.com',
  clientPhoneNumber: null,
  subject: 'Birthday',
  message: 'Hi',
};
const availability: StaffAvailabilityUpdate = {
  staffName: 'Sam',
  availability: [{ date: '2030-06-20', timeFrom: '8:00 PM', timeTo: '2:00 AM' }],
  notes: '',
};

describe('form and booking adapters: paths, bodies and schemas', () => {
  it('reads the blocks of each booking kind from its own path', async () => {
    const { client, calls } = recordingClient();
    const port = createBlockedPeriodsHttp(client);
    expect(await port.loadBlocks('reservation')).toEqual(ok('block-times'));
    expect(await port.loadBlocks('venue-booking')).toEqual(ok('api/blockReservations/getUpBlocks'));
    expect(calls.map((c) => c.schema)).toEqual([BlockDatesResponse, BlockDatesResponse]);
  });

  it('posts the mailing list payload as is to new-mailing-list, or to the configured alias', async () => {
    const { client, calls } = recordingClient();
    expect(await createMailingListHttp(client).subscribe(signup)).toEqual(ok(undefined));
    await createMailingListHttp(client, 'api/mailingList/add').subscribe(signup);
    expect(calls).toEqual([
      { method: 'POST', path: 'new-mailing-list', schema: SubmissionReceiptResponse, body: signup },
      { method: 'POST', path: 'api/mailingList/add', schema: SubmissionReceiptResponse, body: signup },
    ]);
  });

  it('posts the talent submission to api/talents/new-talent', async () => {
    const { client, calls } = recordingClient();
    expect(await createTalentSubmissionHttp(client).submit(talent)).toEqual(ok(undefined));
    expect(calls).toEqual([{ method: 'POST', path: 'api/talents/new-talent', schema: SubmissionReceiptResponse, body: talent }]);
  });

  it('reads the open positions, posts job applications and contact messages, reads and PUTs the availability under its link id', async () => {
    const { client, calls } = recordingClient();
    const forms = createFormsHttp(client);
    await forms.openPositions();
    await forms.applyJob(application);
    await forms.submitContact(contact);
    await forms.staffAvailability('link 7');
    expect(await forms.updateStaffAvailability('link 7', availability)).toEqual(ok('staff-availability/link%207'));
    expect(calls).toEqual([
      { method: 'GET', path: 'job-positions', schema: JobPositionsResponse },
      { method: 'POST', path: 'apply-job', schema: SubmissionReceiptResponse, body: application },
      { method: 'POST', path: 'submit-contact', schema: SubmissionReceiptResponse, body: contact },
      { method: 'GET', path: 'staff-availability/link%207', schema: StaffAvailabilityResponse },
      { method: 'PUT', path: 'staff-availability/link%207', schema: StaffAvailabilityResponse, body: availability },
    ]);
  });

  it('uses the short review paths by default and the api/reviews/ ones when asked', async () => {
    const comment = { type: 'event', id: 'e1', name: 'Ana', rating: 5, comment: 'Great night' } as const;
    const { client, calls } = recordingClient();
    await createReviewsHttp(client).lookup('event', 'e1');
    await createReviewsHttp(client).comment(comment);
    await createReviewsHttp(client, 'api').lookup('talent', 't1');
    await createReviewsHttp(client, 'api').comment(comment);
    expect(calls.map((c) => [c.method, c.path, c.schema])).toEqual([
      ['GET', 'review/event/e1', ReviewLookupResponse],
      ['POST', 'new-review-comment', ReviewCommentResponse],
      ['GET', 'api/reviews/review/talent/t1', ReviewLookupResponse],
      ['POST', 'api/reviews/new-review-comment', ReviewCommentResponse],
    ]);
  });
});

let venue: TestVenueServer;
beforeAll(async () => (venue = await startTestVenueServer()));
afterAll(() => venue.close());

describe('form adapters over real HTTP', () => {
  it('adds ref and PID to the signup and reports a 422 as the typed HTTP error', async () => {
    const refusal = { error: { code: 'invalid_input', message: 'Expected a valid email address', field: 'clientEmail' } };
    venue.routes = { 'POST /new-mailing-list': { status: 422, body: refusal } };
    const result = await createMailingListHttp(venue.client({ ref: 'insta', PID: 'p7' })).subscribe(signup);
    expect(result).toEqual({
      ok: false,
      error: { _tag: 'HttpError', status: 422, message: 'Expected a valid email address', body: refusal },
    });
    expect(JSON.parse(venue.seen.at(-1)?.body ?? '')).toEqual({ ...signup, ref: 'insta', PID: 'p7' });
  });

  it('decodes the stored availability of a PUT', async () => {
    const stored = { id: 'link-7', ...availability, updatedAt: '2030-06-15T20:00:00.000Z' };
    venue.routes = { 'PUT /staff-availability/link-7': { status: 200, body: { data: stored } } };
    expect(await createFormsHttp(venue.client()).updateStaffAvailability('link-7', availability)).toEqual(ok(stored));
    expect(JSON.parse(venue.seen.at(-1)?.body ?? '')).toEqual(availability);
  });
});
