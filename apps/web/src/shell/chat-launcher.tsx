// The support chat's launcher (docs/product.md#support-chat). The server and the first browser render draw the same
// button; the widget's code (apps/web/src/chat) and its socket load when the guest presses it, never with the shell
// or on idle, and then take the button over. A venue that last said "no web support" shows no button; the widget
// loads at once then, its socket listening for web support coming back.
import { startTransition, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { storage } from '../app/services';
import type { ChatWidgetProps } from '../chat/chat-widget';
import styles from './chat-launcher.module.css';
import { LauncherButton, LauncherOff, type ChatColours } from './launcher-button';

interface ChatLauncherProps {
  readonly venueId: string | null;
  /** The venue's header colours once its settings are in; the chat's header follows them. */
  readonly colours: ChatColours | null;
}

export function ChatLauncher({ venueId, colours }: ChatLauncherProps) {
  const [Widget, setWidget] = useState<ComponentType<ChatWidgetProps> | null>(null);
  const [hidden, setHidden] = useState(false);
  const [openAsked, setOpenAsked] = useState(false);
  const [hadFocus, setHadFocus] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const load = useCallback(() => {
    void import('../chat/chat-widget').then(({ ChatWidget }) => {
      // The widget draws its own button: the focus goes there if it was on this one. As a transition,
      // React renders the widget in short slices, never as one long task (docs/performance.md).
      const hadFocus = button.current !== null && document.activeElement === button.current;
      startTransition(() => {
        setHadFocus(hadFocus);
        setWidget(() => ChatWidget);
      });
    });
  }, []);
  useEffect(() => {
    // Storage is read after hydration only, so the server and the browser first draw the same.
    const off = storage.get('showWebSupport') === 'no';
    setHidden(off);
    // With no button to press, only the chat's socket can tell that the venue turned web support back
    // on: the widget loads at once and shows its button then.
    if (off) load();
  }, [load]);

  if (Widget !== null && venueId !== null) {
    return <Widget venueId={venueId} colours={colours} openAtStart={openAsked} focusLauncher={hadFocus} />;
  }
  if (hidden) return <LauncherOff />;
  return (
    <div className={styles.launcher}>
      <LauncherButton
        open={false}
        buttonRef={button}
        onPress={() => {
          setOpenAsked(true);
          load();
        }}
      />
    </div>
  );
}
