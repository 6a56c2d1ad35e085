// Share beside a guest's code on the confirmation (docs/product.md#codes-for-guests): the guest's own page through the
// device's share sheet, else copied, else shown selected for the buyer to copy; a status line says which. The
// button waits for the page's script (use-hydrated.ts): before it runs, a press is held until it does.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { GuestCodeView } from '@venue/core/guest-codes/guest-code-view.schema';
import type { ShareOutcome } from '@venue/core/sharing/share-link';
import { usePageLanguage } from '../../app/page-language';
import buttons from '../../ui/button.module.css';
import form from '../../ui/form-field.module.css';
import { shareFromBrowser } from '../../ui/share-link';
import { scriptOnly, useHydrated } from '../../ui/use-hydrated';
import styles from './guest-code-list.module.css';
import { guestCodeSharedLink } from './guest-code-shared-link';
import * as m from '~messages/guest-code';

/** The status line after a share; empty after a cancel, which needs no word. */
const outcomeText = {
  shared: m.linkShared,
  cancelled: '',
  copied: m.linkCopied,
  shown: m.copyThisLink,
} satisfies Record<ShareOutcome, string>;

interface Shared {
  readonly outcome: ShareOutcome;
  readonly url: string;
}

/** `beside`: the code's other actions, drawn in the same row after Share. */
export function GuestCodeShare({ code, beside }: { readonly code: GuestCodeView; readonly beside?: ReactNode }) {
  const hydrated = useHydrated();
  const { basename } = usePageLanguage();
  const [shared, setShared] = useState<Shared | null>(null);
  // One share sheet at a time: a second press while one is open would be refused and copy instead.
  const sharing = useRef(false);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (shared?.outcome !== 'shown') return;
    field.current?.focus();
    field.current?.select();
  }, [shared]);

  const share = async () => {
    if (sharing.current) return;
    sharing.current = true;
    const link = guestCodeSharedLink(code, window.location.origin, basename);
    try {
      setShared({ outcome: await shareFromBrowser(link), url: link.url });
    } finally {
      sharing.current = false;
    }
  };

  return (
    <div className={styles.share}>
      <div className={styles.actions}>
        <button type="button" className={buttons.ghost} onClick={() => void share()} disabled={!hydrated} {...scriptOnly}>
          {m.share}
          <span className="visually-hidden">{m.shareWhose(code.guestName)}</span>
        </button>
        {beside}
      </div>
      <p className={styles.status} role="status">
        {shared === null ? '' : outcomeText[shared.outcome]}
      </p>
      {shared?.outcome === 'shown' && (
        <input
          ref={field}
          className={form.input}
          readOnly
          value={shared.url}
          aria-label={m.linkTo(code.guestName)}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  );
}
