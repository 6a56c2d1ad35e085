// Guests' codes as a mail shows them: each QR code a PNG sent inline by cid (big mail readers drop data: URLs and
// SVG, docs/decisions.md#mail-templates), named and linked to the guest's own page.
import type { GuestCodeView } from '@venue/core/guest-codes/guest-code-view.schema';
import { qrPng } from '../../guest-codes/qr-png';
import type { ComposedAttachment } from '../outbox-mail';
import type { GuestCodePart } from '../templates/mail-parts';
import { nightFormatsIn } from '../../languages/night-words';
import type { SiteLinks } from './site-links';

export interface GuestCodeFile {
  readonly file: ComposedAttachment;
  /** The part the template shows, its cid set once the file is known to travel (withCid). */
  readonly part: GuestCodePart;
}

export function guestCodeFiles(codes: readonly GuestCodeView[], links: SiteLinks, language: string): GuestCodeFile[] {
  return codes.map((code, i) => {
    const cid = `code-${i + 1}`;
    return {
      file: { filename: `${cid}.png`, contentType: 'image/png', content: qrPng(code.code), cid },
      part: {
        cid,
        guestName: code.guestName,
        label: code.label,
        night: nightFormatsIn(language).date(code.night),
        link: links.page('guest-code', code.linkToken),
      },
    };
  });
}

/** The part as shown: without its picture when the picture did not fit in the mail. */
export const shownCode = (code: GuestCodeFile, attached: boolean): GuestCodePart => (attached ? code.part : { ...code.part, cid: null });
