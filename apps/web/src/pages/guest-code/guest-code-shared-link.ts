// What Share sends for a guest's code (docs/product.md#codes-for-guests): the guest's own page, with words that tell
// its reader what it is and for which night; nothing of the order travels with it.
import { guestCodeUrl } from '@venue/core/guest-codes/guest-code-links';
import type { GuestCodeView } from '@venue/core/guest-codes/guest-code-view.schema';
import type { SharedLink } from '@venue/core/sharing/share-link';
import * as m from '~messages/guest-code';
import { formatEventDate } from '../../ui/format';

/** `basename`: the page's language prefix (`/fr`, or '' for the default), so the guest's page opens in the words that sent it. */
export const guestCodeSharedLink = (code: GuestCodeView, origin: string, basename: string): SharedLink => ({
  title: m.shareTitle(code.guestName),
  text: m.shareText(code.label, formatEventDate(code.night)),
  url: guestCodeUrl(code, `${origin.replace(/\/+$/, '')}${basename}`),
});
