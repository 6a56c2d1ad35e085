// Rating the conversation (docs/product.md#support-chat): one to five stars; the sentence it earns appears in the chat.
import { ratingChoices } from '@venue/core/chat/rating';
import { ChatContext } from './chat-context';
import styles from './chat-widget.module.css';
import * as m from '~messages/chat';

export function ChatRating() {
  const actor = ChatContext.useActorRef();
  const sending = ChatContext.useSelector((s) => s.matches({ screen: { openChat: { rating: 'sending' } } }));
  return (
    <div className={styles.rating} role="group" aria-label={m.rateOurService}>
      <span aria-hidden="true">{m.rateUs}</span>
      {ratingChoices.map((rate) => (
        <button
          key={rate}
          type="button"
          aria-label={m.rateOutOfFive(rate)}
          aria-disabled={sending}
          onClick={() => !sending && actor.send({ type: 'guest.rate', rate })}
        >
          <span aria-hidden="true">★</span>
        </button>
      ))}
    </div>
  );
}
