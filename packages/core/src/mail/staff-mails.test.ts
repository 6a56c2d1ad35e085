import { describe, expect, it } from 'vitest';
import { mailsForAvailabilityUpdate, mailsForChatWaiting, mailsForFormStored } from './staff-mails';

const staff = ['desk@venue.test', 'owner@venue.test'];

describe('staff mails', () => {
  it('tells each staff address of a stored form, about that form', () => {
    expect(mailsForFormStored('job-application', 'sub-1', staff)).toEqual(
      staff.map((to) => ({
        kind: 'staff-job-application',
        to,
        about: { type: 'form', id: 'sub-1' },
        language: 'en',
        attachments: [],
        occasion: '',
      })),
    );
    expect(mailsForFormStored('talent-submission', 'sub-2', staff)[0]?.kind).toBe('staff-talent-submission');
    expect(mailsForFormStored('contact-message', 'sub-3', staff)[0]?.kind).toBe('staff-contact-message');
  });

  it('makes each availability update a new mail', () => {
    const first = mailsForAvailabilityUpdate('link-1', new Date('2030-01-01T10:00:00Z'), staff);
    const second = mailsForAvailabilityUpdate('link-1', new Date('2030-01-02T10:00:00Z'), staff);
    expect(first[0]?.about).toEqual({ type: 'availability', id: 'link-1' });
    expect(first[0]?.occasion).not.toBe(second[0]?.occasion);
  });

  it('mails a waiting chat only after the wait', () => {
    const [mail] = mailsForChatWaiting('conv-1', new Date('2030-01-01T22:00:00Z'), 3, staff);
    expect(mail).toMatchObject({ kind: 'staff-chat-waiting', about: { type: 'conversation', id: 'conv-1' } });
    expect(mail?.sendAfter).toBe('2030-01-01T22:03:00.000Z');
  });

  it('sends nothing to staff when the venue set no address', () => {
    expect(mailsForFormStored('contact-message', 'sub-1', [])).toEqual([]);
    expect(mailsForAvailabilityUpdate('link-1', new Date(), [])).toEqual([]);
    expect(mailsForChatWaiting('conv-1', new Date(), 3, [])).toEqual([]);
  });
});
