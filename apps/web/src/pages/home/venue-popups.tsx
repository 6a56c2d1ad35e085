// The venue's home popups (announcements), one at a time, each when core's rule says (docs/product.md#home): on
// a page the guest reads, after its own delay and once the guest has been idle a while, never over the open
// chat, a field in use or another dialog, and each at most once a visit (kept in session storage).
import { useEffect, useId, useRef, useState } from 'react';
import { createSessionStorage } from '@venue/adapters/storage/web-storage.storage';
import type { Popup } from '@venue/core/content/popup.schema';
import { shownPopupIds, venuePopupDecision, withShownPopup } from '@venue/core/content/venue-popup-moment';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { ModalDialog } from '../../ui/modal-dialog';
import { loadSafeHtml, SafeHtml } from '../../ui/safe-html';
import { SizedImage } from '../../ui/sized-image';
import styles from './home-page.module.css';
import * as parts from '~messages/home-parts';
import { watchPopupScene } from './popup-scene';
import { useVenueWords } from '../../ui/venue-language';

/** The popup is at most 460px wide, 16px from the screen's sides (home-page.module.css `.popup`). */
const POPUP_SIZES = '(min-width: 492px) 460px, calc(100vw - 32px)';

interface VenuePopupsProps {
  readonly popups: readonly Popup[];
  /** Delays count from the page's start, not from this part's: as an island it starts when the first is due. */
  readonly fromPageStart?: boolean;
}

export function VenuePopups({ popups, fromPageStart = false }: VenuePopupsProps) {
  const [shown, setShown] = useState<Popup | null>(null);
  const venueWords = useVenueWords();
  const titleId = useId();
  const startedAt = useRef<number | null>(null);
  useEffect(() => {
    if (popups.length === 0 || shown !== null) return;
    startedAt.current ??= fromPageStart ? 0 : performance.now();
    const watch = watchPopupScene(startedAt.current);
    const visit = createSessionStorage();
    let timer: number | undefined;
    const check = () => {
      const seen = shownPopupIds(visit.get('venuePopupsShown'));
      const decision = venuePopupDecision(popups, seen, watch.scene());
      if (decision.kind === 'open') {
        // Kept as it opens: a reload while it is open does not show it again.
        visit.set('venuePopupsShown', withShownPopup(seen, decision.popup._id));
        setShown(decision.popup);
      } else if (decision.kind === 'wait') {
        timer = window.setTimeout(check, decision.checkAgainInMs);
      }
    };
    // The HTML sanitiser loads while the popup waits, not with the home page.
    void loadSafeHtml();
    check();
    return () => {
      window.clearTimeout(timer);
      watch.stop();
    };
  }, [popups, fromPageStart, shown]);
  const close = () => setShown(null);
  return (
    <ModalDialog open={shown !== null} onClose={close} labelledBy={titleId} className={styles.popup}>
      {shown && (
        <>
          {shown.image && <SizedImage src={shown.image} alt="" ratio={16 / 9} sizes={POPUP_SIZES} />}
          <div className={styles.popupBody}>
            <h2 id={titleId} {...venueWords}>
              {shown.title}
            </h2>
            <SafeHtml html={shown.content} />
            <div className={styles.popupActions}>
              {shown.link && shown.buttonLabel && (
                <SiteLink to={shown.link} className={buttons.button} onClick={close} {...venueWords}>
                  {shown.buttonLabel}
                </SiteLink>
              )}
              <button type="button" className={buttons.ghost} onClick={close}>
                {parts.close}
              </button>
            </div>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
