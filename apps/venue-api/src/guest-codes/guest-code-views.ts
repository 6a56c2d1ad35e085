// A stored code as the API answers it, with its token signed now: Ed25519 signs the same claims the same way every
// time, so the token is the one the guest already holds, and nothing but the key is needed to make it again.
import { signGuestCode } from '@venue/core/guest-codes/guest-code';
import type { GuestCodeView } from '@venue/core/guest-codes/guest-code-view.schema';
import type { StoredGuestCode } from '../store/guest-codes.store';
import type { VenueKeys } from './venue-keys';

export async function guestCodeView(keys: VenueKeys, code: StoredGuestCode): Promise<GuestCodeView> {
  const { codeId, orderId, kind, night, eventId, guestName, label, status, linkToken } = code;
  const token = await signGuestCode({ version: 1, kind, night, eventId, orderId, codeId, guestName, label }, keys.signingKey);
  return { codeId, orderId, kind, night, eventId, guestName, label, status, code: token, linkToken };
}

export const guestCodeViews = (keys: VenueKeys, codes: readonly StoredGuestCode[]): Promise<GuestCodeView[]> =>
  Promise.all(codes.map((code) => guestCodeView(keys, code)));
