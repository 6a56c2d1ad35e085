// An open place's name in every language the catalogs word it (docs/product.md#codes-for-guests): recognised as
// open whoever the buyer and whichever the place, and a guest's real name never is, unless it is that very wording.
import * as en from '@venue/messages/en/guest-code';
import * as es from '@venue/messages/es/guest-code';
import * as fr from '@venue/messages/fr/guest-code';
import * as he from '@venue/messages/he/guest-code';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guestPlaceLink } from './guest-code-links';
import { GUEST_NAME_MAX, isUnnamedGuestName, unnamedGuestName } from './guest-code-names';
import type { GuestCodeView } from './guest-code-view.schema';

const wordings = { en: en.unnamedGuest, fr: fr.unnamedGuest, es: es.unnamedGuest, he: he.unnamedGuest };
const everyWording = Object.values(wordings);
const language = fc.constantFrom(...(Object.keys(wordings) as (keyof typeof wordings)[]));
const name = fc.string({ minLength: 1, maxLength: 250 }).filter((text) => text.trim() !== '');
const slot = fc.integer({ min: 1, max: 999 });

const ticketCode = (position: number, guestName: string, named?: boolean): GuestCodeView => ({
  codeId: `code-id-of-guest-${String(position).padStart(6, '0')}`,
  orderId: 'order-1',
  kind: 'ticket',
  night: '2030-06-15',
  eventId: 'ev-1',
  guestName,
  ...(named === undefined ? {} : { named }),
  label: 'Billet',
  status: 'issued',
  code: 'VG1.abc.def',
  linkToken: `link-token-of-guest-${String(position).padStart(4, '0')}`,
});

describe('an open place’s name', () => {
  it('reads in each language as its native speakers word it', () => {
    expect(unnamedGuestName(1, 'Dana Guest', en.unnamedGuest)).toBe('Guest 2 of Dana Guest');
    expect(unnamedGuestName(1, 'Dana Guest', fr.unnamedGuest)).toBe('Invité 2 de Dana Guest');
    expect(unnamedGuestName(1, 'Dana Guest', es.unnamedGuest)).toBe('Invitado 2 de Dana Guest');
    expect(unnamedGuestName(1, 'Dana Guest', he.unnamedGuest)).toBe('אורח 2 של Dana Guest');
    // English's is the contract's: what a venue's backend wrote before codes said `named`.
    expect(unnamedGuestName(1, 'Dana Guest')).toBe(unnamedGuestName(1, 'Dana Guest', en.unnamedGuest));
  });

  it('property: any buyer’s open place in any language is recognised as open, within a code’s name length', () => {
    fc.assert(
      fc.property(language, name, slot, (lang, buyer, place) => {
        const open = unnamedGuestName(place, buyer, wordings[lang]);
        expect(open.length).toBeLessThanOrEqual(GUEST_NAME_MAX);
        expect(isUnnamedGuestName(open, place, buyer, everyWording)).toBe(true);
        // Another place's wording is not this one's.
        expect(isUnnamedGuestName(open, place + 1, buyer, everyWording)).toBe(false);
      }),
    );
  });

  it('property: a guest’s real name is not an open place, unless it is exactly that wording', () => {
    fc.assert(
      fc.property(name, name, slot, (guest, buyer, place) => {
        const isWording = everyWording.some((wording) => unnamedGuestName(place, buyer, wording) === guest);
        expect(isUnnamedGuestName(guest, place, buyer, everyWording)).toBe(isWording);
      }),
    );
  });

  it.each(Object.entries(wordings))(
    '%s: the confirmation offers Add name on an open place and Change name on a named one',
    (_, wording) => {
      const open = unnamedGuestName(1, 'Dana Guest', wording);
      const answered = [ticketCode(0, 'Dana Guest', true), ticketCode(1, open, false), ticketCode(2, 'Rory Friend', true)];
      // A backend that does not say `named`: read by its wording, on a page in that language.
      const unsaid = [ticketCode(0, 'Dana Guest'), ticketCode(1, open), ticketCode(2, 'Rory Friend')];
      for (const codes of [answered, unsaid]) {
        expect(guestPlaceLink(codes, 1, null, [wording])?.named).toBe(false);
        expect(guestPlaceLink(codes, 2, null, [wording])?.named).toBe(true);
      }
      // The venue's word wins over the wording: a guest really named so is named.
      expect(guestPlaceLink([ticketCode(0, 'Dana Guest', true), ticketCode(1, open, true)], 1, null, [wording])?.named).toBe(true);
    },
  );
});
