// The open chat (docs/product.md#support-chat): the messages (announced politely as they arrive), the venue typing, the
// bot's suggestions as quick replies, the connection state, the rating and the composer.
import { useEffect, useRef } from 'react';
import { ChatContext } from './chat-context';
import { ChatComposer } from './chat-composer';
import { ChatMessageView } from './chat-message-view';
import { ChatRating } from './chat-rating';
import styles from './chat-widget.module.css';
import * as m from '~messages/chat';

export function ChatConversation() {
  const actor = ChatContext.useActorRef();
  const messages = ChatContext.useSelector((s) => s.context.messages);
  const typing = ChatContext.useSelector((s) => s.context.venueTyping);
  const connected = ChatContext.useSelector((s) => s.context.connected);
  const list = useRef<HTMLDivElement>(null);
  const shown = messages.filter((m) => m.type !== 'typing');
  const last = shown.at(-1);
  const suggestions = last?.from === 'venue' ? last.suggestions : [];

  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [shown.length, typing]);

  return (
    <div className={styles.conversation}>
      <div ref={list} className={styles.messages} role="log" aria-live="polite" aria-label={m.messagesLabel} tabIndex={0}>
        <ol className={styles.messageList}>
          {shown.map((message, index) => (
            <li key={message.id ?? message.clientId ?? `m-${index}`} className={message.from === 'guest' ? styles.mine : styles.theirs}>
              <ChatMessageView message={message} />
            </li>
          ))}
        </ol>
      </div>
      <p className={styles.typing} role="status">
        {typing ? m.venueTyping : ''}
      </p>
      {suggestions.length > 0 && (
        <div className={styles.suggestions} role="group" aria-label={m.suggestedQuestions}>
          {suggestions.map((suggestion) => (
            <button key={suggestion} type="button" onClick={() => actor.send({ type: 'guest.sendText', text: suggestion })}>
              {suggestion}
            </button>
          ))}
        </div>
      )}
      {!connected && (
        <p className={styles.offline} role="status">
          {m.reconnecting}
        </p>
      )}
      <ChatRating />
      <ChatComposer />
    </div>
  );
}
