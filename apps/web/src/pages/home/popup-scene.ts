// The facts the venue popups' rule (core content/venue-popup-moment.ts) decides from, read from the page when it
// asks: the kind of page (app/page-kind-marker.ts), whether the chat is open (shell/chat-open-signal.ts), the
// focus, open dialogs, and when the guest last scrolled, typed, pressed or pointed (docs/product.md#home).
import type { PopupScene } from '@venue/core/content/venue-popup-moment';
import { pageKindShown } from '../../app/page-kind-marker';
import { chatIsOpen } from '../../shell/chat-open-signal';

const activities = ['scroll', 'wheel', 'keydown', 'pointerdown', 'pointermove', 'touchstart', 'input'] as const;
const formFields = 'input, select, textarea, [contenteditable]:not([contenteditable="false"])';

export interface PopupSceneWatch {
  readonly scene: () => PopupScene;
  readonly stop: () => void;
}

/** Listens for the guest's activity from now on; the popups' delays count from `pageStart` (a performance.now() time). */
export function watchPopupScene(pageStart: number): PopupSceneWatch {
  let lastActivity = performance.now();
  const active = () => {
    lastActivity = performance.now();
  };
  // Captured, so a scroll inside any part of the page counts too.
  for (const type of activities) window.addEventListener(type, active, { capture: true, passive: true });
  return {
    scene: () => {
      const now = performance.now();
      return {
        contentPage: pageKindShown() === 'content',
        chatOpen: chatIsOpen(),
        fillingForm: document.activeElement?.matches(formFields) ?? false,
        dialogOpen: document.querySelector('dialog[open]') !== null,
        msSincePageStart: now - pageStart,
        msSinceActivity: now - lastActivity,
      };
    },
    stop: () => {
      for (const type of activities) window.removeEventListener(type, active, { capture: true });
    },
  };
}
