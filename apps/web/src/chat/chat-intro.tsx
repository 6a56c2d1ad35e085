// The default screen (docs/product.md#support-chat): start a conversation, or read the Venue Knowledge Base (the FAQ).
import { knowledgeBaseLinkTitle, startConversationLabel } from '@venue/core/chat/chat-texts';
import { pathTo } from '@venue/core/routing/routes';
import buttons from '../ui/button.module.css';
import { SiteLink } from '../routing/site-link';
import { ChatContext } from './chat-context';
import styles from './chat-widget.module.css';

export function ChatIntro() {
  const actor = ChatContext.useActorRef();
  return (
    <div className={styles.body}>
      <p>Send us a message and we will answer here. Many answers are already in our knowledge base.</p>
      <div className={styles.actions}>
        <button type="button" className={buttons.button} onClick={() => actor.send({ type: 'guest.startConversation' })}>
          {startConversationLabel}
        </button>
        <SiteLink to={pathTo('FAQ')} className={styles.link} onClick={() => actor.send({ type: 'guest.closeLauncher' })}>
          {knowledgeBaseLinkTitle}
        </SiteLink>
      </div>
    </div>
  );
}
