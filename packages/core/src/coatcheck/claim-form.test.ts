import fc from 'fast-check';
import { Exit, Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { CoatCheckPayload, coatCheckItemTypes } from '../orders/coatcheck.schema';
import { fakePhone } from '../testing/bottle-test-fixtures';
import { maxItemsPerType } from './claim-fees';
import { claimPayloadOf, emptyClaimForm, noItems, stepItem, validateClaimForm, type ClaimForm, type ItemCounts } from './claim-form';

const valid: ClaimForm = {
  clientName: 'Dana Guest',
  clientPhoneNumber: '+12125550123',
  clientEmail: '',
  items: { ...noItems, Coat: 1 },
  notes: '',
};
const client = { userAgent: 'PC' as const, ip: '' };

describe('the coat check form', () => {
  it('names every invalid field in form order, each by its label', () => {
    const errors = validateClaimForm(emptyClaimForm, fakePhone);
    expect(errors.map((e) => [e.field, e.reason])).toEqual([
      ['clientName', 'required'],
      ['clientPhoneNumber', 'required'],
      ['items', 'required'],
    ]);
    expect(errors[0]?.placeholder).toBe('Your name');
  });

  it('asks for a name of 4 characters, a valid phone and at least one item', () => {
    expect(validateClaimForm({ ...valid, clientName: ' Al ' }, fakePhone).map((e) => e.reason)).toEqual(['too-short']);
    expect(validateClaimForm({ ...valid, clientPhoneNumber: '12' }, fakePhone).map((e) => e.reason)).toEqual(['invalid-phone']);
    expect(validateClaimForm({ ...valid, items: noItems }, fakePhone).map((e) => e.field)).toEqual(['items']);
    expect(validateClaimForm({ ...valid, notes: 'x'.repeat(1001) }, fakePhone).map((e) => e.field)).toEqual(['notes']);
    expect(validateClaimForm(valid, fakePhone)).toEqual([]);
  });

  it('checks the e-mail only when one is typed, saying so in form order', () => {
    expect(validateClaimForm({ ...valid, clientEmail: '   ' }, fakePhone)).toEqual([]);
    expect(validateClaimForm({ ...valid, clientEmail: ' dana@example.com ' }, fakePhone)).toEqual([]);
    const errors = validateClaimForm({ ...valid, clientPhoneNumber: '', clientEmail: 'dana@', items: noItems }, fakePhone);
    expect(errors.map((e) => [e.field, e.reason])).toEqual([
      ['clientPhoneNumber', 'required'],
      ['clientEmail', 'invalid-email'],
      ['items', 'required'],
    ]);
    const [email] = validateClaimForm({ ...valid, clientEmail: 'dana@' }, fakePhone);
    expect(email?.placeholder).toBe('Email');
    expect(validateClaimForm({ ...valid, clientEmail: `${'a'.repeat(250)}@example.com` }, fakePhone).map((e) => e.reason)).toEqual([
      'too-long',
    ]);
  });

  it('builds the payload: the name trimmed, the phone international, the items in type order, notes only when given', () => {
    const form = {
      ...valid,
      clientName: '  Dana Guest ',
      clientPhoneNumber: '2125550123',
      items: { ...noItems, Umbrella: 1, Coat: 2 },
      notes: ' ',
    };
    expect(claimPayloadOf(form, fakePhone, client)).toEqual({
      ok: true,
      value: {
        clientName: 'Dana Guest',
        clientPhoneNumber: '+12125550123',
        items: [
          { type: 'Coat', quantity: 2 },
          { type: 'Umbrella', quantity: 1 },
        ],
        userAgent: 'PC',
      },
    });
    expect(claimPayloadOf({ ...valid, notes: ' Blue scarf in the sleeve ' }, fakePhone, client)).toMatchObject({
      value: { notes: 'Blue scarf in the sleeve' },
    });
    expect(claimPayloadOf({ ...valid, clientEmail: ' dana@example.com ' }, fakePhone, client)).toMatchObject({
      value: { clientEmail: 'dana@example.com' },
    });
    expect(claimPayloadOf(emptyClaimForm, fakePhone, client).ok).toBe(false);
  });

  const typeArb = fc.constantFrom(...coatCheckItemTypes);

  it('property: steps keep every count between 0 and the maximum', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(typeArb, fc.constantFrom<1 | -1>(1, -1)), { maxLength: 40 }), (steps) => {
        const counts = steps.reduce<ItemCounts>((acc, [type, by]) => stepItem(acc, type, by), noItems);
        return coatCheckItemTypes.every((type) => counts[type] >= 0 && counts[type] <= maxItemsPerType);
      }),
    );
  });

  it('property: a form the rules accept gives a payload the venue accepts', () => {
    const formArb = fc.record({
      clientName: fc.string({ maxLength: 30 }),
      clientPhoneNumber: fc.oneof(fc.constant('+12125550123'), fc.string({ maxLength: 14 })),
      clientEmail: fc.oneof(fc.constant(''), fc.emailAddress(), fc.string({ maxLength: 30 })),
      items: fc.record({
        Coat: fc.integer({ min: 0, max: maxItemsPerType }),
        Bag: fc.integer({ min: 0, max: maxItemsPerType }),
        Umbrella: fc.integer({ min: 0, max: maxItemsPerType }),
        Other: fc.integer({ min: 0, max: maxItemsPerType }),
      }),
      notes: fc.string({ maxLength: 40 }),
    });
    fc.assert(
      fc.property(formArb, (form) => {
        const payload = claimPayloadOf(form, fakePhone, client);
        expect(payload.ok).toBe(validateClaimForm(form, fakePhone).length === 0);
        if (payload.ok) expect(Exit.isSuccess(Schema.decodeUnknownExit(CoatCheckPayload)(payload.value))).toBe(true);
      }),
    );
  });
});
