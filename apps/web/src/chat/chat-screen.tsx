// Which screen the panel shows (docs/product.md#support-chat): the stored conversation loading, the default intro, the
// new-conversation form, or the open chat.
import { ChatContext } from './chat-context';
import { ChatConversation } from './chat-conversation';
import { ChatIntro } from './chat-intro';
import { NewConversationForm } from './new-conversation-form';
import styles from './chat-widget.module.css';
import * as m from '~messages/chat';

export function ChatScreen() {
  const screen = ChatContext.useSelector((s) => {
    if (s.matches({ screen: 'openChat' })) return 'chat';
    if (s.matches({ screen: { default: 'intro' } })) return 'intro';
    if (s.matches({ screen: 'default' })) return 'form';
    return 'loading';
  });
  switch (screen) {
    case 'chat':
      return <ChatConversation />;
    case 'intro':
      return <ChatIntro />;
    case 'form':
      return <NewConversationForm />;
    case 'loading':
      return (
        <p className={styles.body} role="status">
          {m.loadingConversation}
        </p>
      );
  }
}
