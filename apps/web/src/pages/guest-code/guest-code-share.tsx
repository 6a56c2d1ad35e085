// Share beside a guest's code on the confirmation (docs/product.md#codes-for-guests): the guest's own page through the
// device's share sheet, else copied, else shown selected for the buyer to copy; a status line says which. The
// button waits for the page's script (use-hydrated.ts): before it runs, a press is held until it does.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { guestCodeShare } from '@venue/core/guest-codes/guest-code-links';
import type { GuestCodeView } from '@venue/core/guest-codes/guest-code-view.schema';
import { shareOutcomeText, type ShareOutcome } from '@venue/core/sharing/share-link';
import buttons from '../../ui/button.module.css';
import form from '../../ui/form-field.module.css';
import { shareFromBrowser } from '../../ui/share-link';
import { scriptOnly, useHydrated } from '../../ui/use-hydrated';
import styles from './guest-code-list.module.css';

interface Shared {
  readonly outcome: ShareOutcome;
  readonly url: string;
}

/** `beside`: the code's other actions, drawn in the same row after Share. */
export function GuestCodeShare({ code, beside }: { readonly code: GuestCodeView; readonly beside?: ReactNode }) {
  const hydrated = useHydrated();
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
    const link = guestCodeShare(code, window.location.origin);
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
          Share<span className="visually-hidden"> {code.guestName}&apos;s code</span>
        </button>
        {beside}
      </div>
      <p className={styles.status} role="status">
        {shared === null ? '' : shareOutcomeText[shared.outcome]}
      </p>
      {shared?.outcome === 'shown' && (
        <input
          ref={field}
          className={form.input}
          readOnly
          value={shared.url}
          aria-label={`Link to ${code.guestName}'s code`}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  );
}
