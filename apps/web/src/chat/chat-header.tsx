// The panel's header (docs/product.md#support-chat): title and close, the intro words (hidden while the guest fills in the
// new-conversation form), and the toggle of the list of who is in the conversation.
import type { Ref } from 'react';
import { ChatContext } from './chat-context';
import styles from './chat-widget.module.css';
import * as launcher from '~messages/launcher';
import * as m from '~messages/chat';

export function ChatHeader({ titleRef }: { readonly titleRef: Ref<HTMLHeadingElement> }) {
  const actor = ChatContext.useActorRef();
  const inForm = ChatContext.useSelector(
    (s) =>
      s.matches({ screen: { default: 'newConversation' } }) ||
      s.matches({ screen: { default: 'checkingConversation' } }) ||
      s.matches({ screen: { default: 'startingConversation' } }),
  );
  const listOpen = ChatContext.useSelector((s) => s.matches({ userList: 'expanded' }));
  const guestName = ChatContext.useSelector((s) => s.context.guest?.clientName ?? null);
  return (
    <header className={styles.header}>
      <div className={styles.headerRow}>
        <h2 id="chat-panel-title" ref={titleRef} tabIndex={-1}>
          {m.supportChat}
        </h2>
        <button
          type="button"
          className={styles.headerButton}
          aria-expanded={listOpen}
          aria-controls="chat-people"
          onClick={() => actor.send({ type: 'guest.toggleUserList' })}
        >
          {m.people}
        </button>
        <button
          type="button"
          className={styles.headerButton}
          aria-label={launcher.closeChat}
          onClick={() => actor.send({ type: 'guest.closeLauncher' })}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {!inForm && <p className={styles.headerIntro}>{m.headerIntro}</p>}
      {listOpen && (
        <ul id="chat-people" className={styles.people} aria-label={m.peopleInConversation}>
          <li>{guestName === null ? m.you : m.youNamed(guestName)}</li>
          <li>{m.venueTeam}</li>
          <li>{m.venueAssistant}</li>
        </ul>
      )}
    </header>
  );
}
