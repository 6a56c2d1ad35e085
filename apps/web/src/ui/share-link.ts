// The browser's ways to pass a link on (the Web Share API, the clipboard), for core's shareLink, which decides
// which to try and what each outcome says (packages/core/src/sharing/share-link.ts). Call it from a press only:
// both ways want the guest's own gesture.
import { shareLink, type SharedLink, type ShareOutcome } from '@venue/core/sharing/share-link';

export function shareFromBrowser(link: SharedLink): Promise<ShareOutcome> {
  const data: ShareData = { title: link.title, text: link.text, url: link.url };
  const canShare = typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data));
  const clipboard = typeof navigator.clipboard?.writeText === 'function' ? navigator.clipboard : null;
  return shareLink(link, {
    share: canShare ? () => navigator.share(data) : null,
    copy: clipboard === null ? null : (text) => clipboard.writeText(text),
  });
}
