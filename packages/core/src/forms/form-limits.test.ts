// The forms refuse what the requests refuse (docs/product.md#constants-and-limits): a text over a field's
// maximum is a 'too-long' field error before anything is sent, and a text at the maximum still goes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateBottleCheckoutForm } from '../bottles/bottle-checkout-form';
import { validateNewConversationForm } from '../chat/new-conversation-form';
import { validateClaimForm, emptyClaimForm } from '../coatcheck/claim-form';
import { validateFoodDelivery } from '../food-delivery/food-delivery-form';
import { validateMailingList } from '../mailing-list/mailing-list-form';
import { validateAttendeeForm } from '../orders/attendee-form';
import { DEFAULT_GIFT_CARD_AMOUNTS } from '../orders/gift-card-amounts';
import { validateGiftCardForm } from '../orders/gift-card-form';
import { ADDRESS_MAX, EMAIL_MAX, INSTAGRAM_NAME_MAX, NAME_MAX, SHORT_TEXT_MAX } from '../shared/input-limits';
import { validateTalentSubmission } from '../talents/talent-submission-form';
import { BIOGRAPHY_MAX, MEDIA_LINKS_MAX } from '../talents/talent-submission.schema';
import { fakePhone, validForm } from '../testing/bottle-test-fixtures';
import { validFoodForm } from '../testing/food-test-fixtures';
import { validTicketForm } from '../testing/ticket-test-fixtures';
import { validateTicketCheckoutForm } from '../tickets/ticket-checkout-form';
import { emailRule, nameRule, upToRule } from './contact-rules';

const name = (length: number) => `A${'b'.repeat(length - 1)}`;
const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
const reasons = (errors: readonly { field: string; reason: string }[]) => errors.map((e) => [e.field, e.reason]);

describe('the contact rules', () => {
  it('take a name or an e-mail up to its maximum and call one character more too long', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: NAME_MAX + 50 }), (length) => {
        expect(nameRule(name(length), fakePhone)).toBe(length > NAME_MAX ? 'too-long' : null);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 20, max: EMAIL_MAX + 50 }), (length) => {
        expect(emailRule(email(length), fakePhone)).toBe(length > EMAIL_MAX ? 'too-long' : null);
      }),
    );
    expect(upToRule(3)('abc', fakePhone)).toBeNull();
    expect(upToRule(3)('abcd', fakePhone)).toBe('too-long');
  });
});

describe('every order form', () => {
  it('refuses a name, an address, a city, a zip code or a promoter code over its maximum', () => {
    const bottle = validateBottleCheckoutForm(
      {
        ...validForm,
        resClientName: name(NAME_MAX + 1),
        clientAddress: 'x'.repeat(ADDRESS_MAX + 1),
        city: 'x'.repeat(SHORT_TEXT_MAX + 1),
        promoterIGname: `@${'p'.repeat(INSTAGRAM_NAME_MAX)}`,
      },
      fakePhone,
    );
    expect(reasons(bottle)).toEqual([
      ['resClientName', 'too-long'],
      ['clientAddress', 'too-long'],
      ['city', 'too-long'],
      ['promoterIGname', 'too-long'],
    ]);
    expect(validateBottleCheckoutForm({ ...validForm, promoterIGname: `@${'p'.repeat(INSTAGRAM_NAME_MAX - 1)}` }, fakePhone)).toEqual([]);

    const ticket = validateTicketCheckoutForm({ ...validTicketForm, promoterIGname: 'p'.repeat(INSTAGRAM_NAME_MAX + 1) }, fakePhone);
    expect(reasons(ticket)).toEqual([['promoterIGname', 'too-long']]);

    const food = validateFoodDelivery(
      { ...validFoodForm, clientName: name(NAME_MAX + 1), zipCode: '1'.repeat(SHORT_TEXT_MAX + 1) },
      1,
      fakePhone,
    );
    expect(reasons(food)).toEqual([
      ['clientName', 'too-long'],
      ['zipCode', 'too-long'],
    ]);

    const gift = validateGiftCardForm(
      {
        amount: '50',
        senderName: name(NAME_MAX + 1),
        senderEmail: email(EMAIL_MAX + 1),
        recipientName: 'Sam Ortiz',
        recipientEmail: 'sam@example.com',
        message: '',
      },
      DEFAULT_GIFT_CARD_AMOUNTS,
    );
    expect(gift.ok ? [] : reasons(gift.error)).toEqual([
      ['senderName', 'too-long'],
      ['senderEmail', 'too-long'],
    ]);

    const attendee = validateAttendeeForm({ name: name(NAME_MAX + 1), email: 'sam@example.com', phoneNumber: '+12125550123' }, fakePhone);
    expect(attendee.ok ? [] : reasons(attendee.error)).toEqual([['name', 'too-long']]);

    const claim = validateClaimForm({ ...emptyClaimForm, clientName: name(NAME_MAX + 1), clientPhoneNumber: '+12125550123' }, fakePhone);
    expect(reasons(claim)).toContainEqual(['clientName', 'too-long']);
  });
});

describe('the other forms', () => {
  it('refuse a name, an e-mail, an Instagram ID, a biography or too many media links over the maximum', () => {
    const signup = validateMailingList(
      {
        clientName: name(NAME_MAX + 1),
        clientEmail: 'anna@example.com',
        clientPhoneNumber: '+12125550123',
        birthMonth: '',
        birthDay: '',
        IGname: `@${'i'.repeat(100)}`,
      },
      fakePhone,
      { userAgent: 'PC', ip: '203.0.113.9' },
    );
    expect(signup.ok ? [] : reasons(signup.error)).toEqual([
      ['clientName', 'too-long'],
      ['IGname', 'too-long'],
    ]);

    const conversation = validateNewConversationForm(
      { name: name(NAME_MAX + 1), email: 'ada@example.com', phone: '+12125550123' },
      fakePhone,
    );
    expect(conversation.ok ? [] : reasons(conversation.error.fieldErrors)).toEqual([['name', 'too-long']]);

    const talent = validateTalentSubmission(
      {
        talentName: 'DJ Nova',
        talentPhoneNumber: '+12125550100',
        website: 'https://nova.example',
        talentEmail: 'nova@example.com',
        musicStyle: 'House',
        priceFees: '0',
        photos: [{ name: 'press.jpg', data: 'data:image/jpeg;base64,AAAA' }],
        facebookName: 'djnova',
        instagramName: '@djnova',
        youtubeName: '@djnova',
        mediaLinks: Array.from({ length: MEDIA_LINKS_MAX + 1 }, (_, i) => `https://soundcloud.com/djnova/set-${i}`),
        biography: 'b'.repeat(BIOGRAPHY_MAX + 1),
        mailingListSubscribe: false,
        receiveSMS: false,
      },
      fakePhone,
    );
    expect(talent.ok ? [] : reasons(talent.error)).toEqual([
      ['mediaLinks', 'too-many-links'],
      ['biography', 'too-long'],
    ]);
  });
});
