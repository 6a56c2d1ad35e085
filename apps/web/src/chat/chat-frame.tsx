// The widget's launcher and panel (docs/product.md#support-chat): the launcher follows the venue's web-support switch,
// the focus moves into the panel on open and back to the launcher on close, Escape closes, the page is told while
// the panel is open (shell/chat-open-signal.ts), and the guest is reported offline when the page goes away.
import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { defaultChatHeaderColour } from '@venue/core/chat/chat-defaults';
import { markChatOpen } from '../shell/chat-open-signal';
import { LauncherButton, LauncherOff, type ChatColours } from '../shell/launcher-button';
import launcher from '../shell/chat-launcher.module.css';
import { ChatContext } from './chat-context';
import { ChatHeader } from './chat-header';
import { ChatScreen } from './chat-screen';
import styles from './chat-widget.module.css';

interface ChatFrameProps {
  readonly colours: ChatColours | null;
  readonly openAtStart: boolean;
  readonly focusLauncher: boolean;
}

// Dark text on the default blue keeps the header readable (contrast above 4.5:1); a venue's colours come as a pair.
const defaultColours: ChatColours = { background: defaultChatHeaderColour, text: '#0b1020' };

export function ChatFrame({ colours, openAtStart, focusLauncher }: ChatFrameProps) {
  const actor = ChatContext.useActorRef();
  const hidden = ChatContext.useSelector((s) => s.matches({ launcher: 'hidden' }) || s.matches({ launcher: 'checkingWebSupport' }));
  const open = ChatContext.useSelector((s) => s.matches({ launcher: 'open' }));
  const button = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (openAtStart) actor.send({ type: 'guest.openLauncher' });
    else if (focusLauncher) button.current?.focus();
  }, [actor, openAtStart, focusLauncher]);

  useEffect(() => {
    const closing = () => actor.send({ type: 'page.closing' });
    window.addEventListener('pagehide', closing);
    return () => window.removeEventListener('pagehide', closing);
  }, [actor]);

  useEffect(() => {
    if (open) title.current?.focus();
    else if (wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // Told to the rest of the page, so that nothing opens over the chat (a venue popup waits).
  useEffect(() => {
    markChatOpen(open);
    return () => markChatOpen(false);
  }, [open]);

  if (hidden) return <LauncherOff />;
  const { background, text } = colours ?? defaultColours;
  const style = { '--chat-header-bg': background, '--chat-header-text': text } as CSSProperties;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') actor.send({ type: 'guest.closeLauncher' });
  };
  return (
    <div className={launcher.launcher}>
      {open && (
        <section id="chat-panel" className={styles.panel} style={style} aria-labelledby="chat-panel-title" onKeyDown={onKeyDown}>
          <ChatHeader titleRef={title} />
          <ChatScreen />
        </section>
      )}
      <LauncherButton
        open={open}
        buttonRef={button}
        onPress={() => actor.send({ type: open ? 'guest.closeLauncher' : 'guest.openLauncher' })}
      />
    </div>
  );
}
