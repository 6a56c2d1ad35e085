// The panel's header (docs/product.md#support-chat): title and close, the intro words (hidden while the guest fills in the
// new-conversation form), and the toggle of the list of who is in the conversation.
import type { Ref } from 'react';
import { ChatContext } from './chat-context';
import styles from './chat-widget.module.css';

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
          Support chat
        </h2>
        <button
          type="button"
          className={styles.headerButton}
          aria-expanded={listOpen}
          aria-controls="chat-people"
          onClick={() => actor.send({ type: 'guest.toggleUserList' })}
        >
          People
        </button>
        <button
          type="button"
          className={styles.headerButton}
          aria-label="Close chat"
          onClick={() => actor.send({ type: 'guest.closeLauncher' })}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {!inForm && (
        <p className={styles.headerIntro}>Questions about tickets, tables or tonight? Our team and assistant are here to help.</p>
      )}
      {listOpen && (
        <ul id="chat-people" className={styles.people} aria-label="People in this conversation">
          <li>{guestName === null ? 'You' : `You (${guestName})`}</li>
          <li>The venue&apos;s team</li>
          <li>The venue&apos;s assistant</li>
        </ul>
      )}
    </header>
  );
}
