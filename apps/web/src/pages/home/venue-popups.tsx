// The venue's home popups (announcements), each after its delay, one at a time; a popup the
// guest closed does not come back while the site stays open.
import { useEffect, useId, useState } from 'react';
import type { Popup } from '@venue/core/content/popup.schema';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { ModalDialog } from '../../ui/modal-dialog';
import { loadSafeHtml, SafeHtml } from '../../ui/safe-html';
import { SizedImage } from '../../ui/sized-image';
import styles from './home-page.module.css';

const dismissed = new Set<string>();

interface VenuePopupsProps {
  readonly popups: readonly Popup[];
  /** Delays count from the page's start, not from this part's: as an island it starts when the first is due. */
  readonly fromPageStart?: boolean;
}

export function VenuePopups({ popups, fromPageStart = false }: VenuePopupsProps) {
  const [shown, setShown] = useState<Popup | null>(null);
  const titleId = useId();
  useEffect(() => {
    const timers = new Set<number>();
    // The HTML sanitiser loads while the first popup waits for its delay, not with the home page.
    if (popups.length > 0) void loadSafeHtml();
    // A popup waits while another dialog (menu, signup, viewer) is open, rather than stacking on it.
    const showWhenFree = (popup: Popup) => {
      if (document.querySelector('dialog[open]')) timers.add(window.setTimeout(() => showWhenFree(popup), 1000));
      else setShown((current) => current ?? popup);
    };
    const elapsed = fromPageStart ? performance.now() : 0;
    for (const popup of popups) {
      const wait = Math.max(0, popup.delaySeconds * 1000 - elapsed);
      if (!dismissed.has(popup._id)) timers.add(window.setTimeout(() => showWhenFree(popup), wait));
    }
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [popups, fromPageStart]);
  const close = () => {
    if (shown) dismissed.add(shown._id);
    setShown(null);
  };
  return (
    <ModalDialog open={shown !== null} onClose={close} labelledBy={titleId} className={styles.popup}>
      {shown && (
        <>
          {shown.image && <SizedImage src={shown.image} alt="" ratio={16 / 9} />}
          <div className={styles.popupBody}>
            <h2 id={titleId}>{shown.title}</h2>
            <SafeHtml html={shown.content} />
            <div className={styles.popupActions}>
              {shown.link && shown.buttonLabel && (
                <SiteLink to={shown.link} className={buttons.button} onClick={close}>
                  {shown.buttonLabel}
                </SiteLink>
              )}
              <button type="button" className={buttons.ghost} onClick={close}>
                Close
              </button>
            </div>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
