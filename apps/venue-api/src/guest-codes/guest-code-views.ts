// A stored code as the API answers it, with its token signed now: Ed25519 signs the same claims the same way every
// time, so the token is the one the guest already holds, and nothing but the key is needed to make it again. `named`
// says whether its place has a guest's own name yet, read from the buyer's code (docs/contracts.md, guest codes).
import { signGuestCode } from '@venue/core/guest-codes/guest-code';
import type { GuestCodeView } from '@venue/core/guest-codes/guest-code-view.schema';
import type { StoredGuestCode } from '../store/guest-codes.store';
import { isOpenPlace } from './code-wording';
import type { VenueKeys } from './venue-keys';

/** `buyer`: the name on the order's code in slot 0; without it the view leaves `named` out. */
export async function guestCodeView(keys: VenueKeys, code: StoredGuestCode, buyer?: string): Promise<GuestCodeView> {
  const { codeId, orderId, kind, night, eventId, guestName, label, status, linkToken } = code;
  const token = await signGuestCode({ version: 1, kind, night, eventId, orderId, codeId, guestName, label }, keys.signingKey);
  const named = buyer === undefined ? {} : { named: !isOpenPlace(guestName, code.slot, buyer) };
  return { codeId, orderId, kind, night, eventId, guestName, ...named, label, status, code: token, linkToken };
}

/** The buyer's name as the order's live codes give it. */
export const buyerOfCodes = (codes: readonly StoredGuestCode[]): string | undefined => codes.find((code) => code.slot === 0)?.guestName;

/** An order's codes, `named` read from their own buyer's code. */
export const guestCodeViews = (keys: VenueKeys, codes: readonly StoredGuestCode[]): Promise<GuestCodeView[]> => {
  const buyer = buyerOfCodes(codes);
  return Promise.all(codes.map((code) => guestCodeView(keys, code, buyer)));
};
