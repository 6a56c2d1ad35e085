// The default screen (docs/product.md#support-chat): start a conversation, or read the Venue Knowledge Base (the FAQ).
import { pathTo } from '@venue/core/routing/routes';
import buttons from '../ui/button.module.css';
import { SiteLink } from '../routing/site-link';
import { ChatContext } from './chat-context';
import styles from './chat-widget.module.css';
import * as m from '~messages/chat';

export function ChatIntro() {
  const actor = ChatContext.useActorRef();
  return (
    <div className={styles.body}>
      <p>{m.introText}</p>
      <div className={styles.actions}>
        <button type="button" className={buttons.button} onClick={() => actor.send({ type: 'guest.startConversation' })}>
          {m.startConversation}
        </button>
        <SiteLink to={pathTo('FAQ')} className={styles.link} onClick={() => actor.send({ type: 'guest.closeLauncher' })}>
          {m.knowledgeBase}
        </SiteLink>
      </div>
    </div>
  );
}
