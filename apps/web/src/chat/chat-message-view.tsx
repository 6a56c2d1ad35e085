// One message of the conversation (docs/product.md#support-chat): text with its links cut to 50 characters, a picture as a
// preview, another file as a link with name and size, a voice message with its player, a rating as its sentence,
// and where the guest's own message stands in delivery.
import { attachmentOf, isPictureType } from '@venue/core/chat/chat-attachment';
import { ratingVerdict } from '@venue/core/chat/rating';
import type { ConversationMessage } from '@venue/core/chat/conversation-message';
import { messageParts } from '@venue/core/chat/link-text';
import { apiResource } from '../app/site-settings';
import { AudioPlayer } from './audio-player';
import { fileSizeText } from './file-size-text';
import { localMedia } from './local-media';
import styles from './chat-widget.module.css';
import * as m from '~messages/chat';

/** A message's text with its links; the venue's answers also link the site's own pages (`/my-orders`), in place. */
function MessageText({ text, sitePaths = false }: { readonly text: string; readonly sitePaths?: boolean }) {
  if (text === '') return null;
  return (
    <p className={styles.text}>
      {messageParts(text, { sitePaths }).map((part, i) =>
        part.kind === 'link' && part.site ? (
          <a key={i} href={part.href}>
            {part.text}
          </a>
        ) : part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

function FileMessage({ message }: { readonly message: ConversationMessage }) {
  const details = attachmentOf(message.meta);
  const local = localMedia(message.clientId);
  const url = details.url !== null ? apiResource(details.url) : (local?.url ?? null);
  const type = details.mimeType ?? local?.mimeType ?? null;
  const size = details.sizeBytes ?? local?.sizeBytes ?? null;
  const name = details.name ?? m.unnamedFile;
  return (
    <>
      {url !== null && isPictureType(type) ? (
        <img className={styles.picture} src={url} alt={m.pictureAlt(name)} />
      ) : url !== null ? (
        <a href={url} target="_blank" rel="noopener noreferrer" download={name}>
          {name}
          {size === null ? '' : ` (${fileSizeText(size)})`}
        </a>
      ) : (
        <span>
          {name}
          {size === null ? '' : ` (${fileSizeText(size)})`}
        </span>
      )}
      <MessageText text={message.message} />
    </>
  );
}

const deliveryText = {
  queued: m.sending,
  sent: '',
  'not-delivered': m.notDelivered,
  received: '',
} satisfies Record<ConversationMessage['delivery'], string>;

// A rating is shown by its stars: the backend's copy of the sentence is English (docs/product.md#support-chat).
const verdictText = { good: m.ratedGood, bad: m.ratedBad } as const;

export function ChatMessageView({ message }: { readonly message: ConversationMessage }) {
  const who = message.from === 'guest' ? m.you : m.venue;
  const audioUrl = message.audio ? apiResource(message.audio) : (localMedia(message.clientId)?.url ?? null);
  return (
    <div className={styles.bubble} data-delivery={message.delivery}>
      <span className="visually-hidden">{who}: </span>
      {message.type === 'file' ? (
        <FileMessage message={message} />
      ) : message.type === 'audio' ? (
        <>
          <AudioPlayer url={audioUrl} duration={message.duration} />
          <MessageText text={message.message} />
        </>
      ) : message.type === 'rate' && message.rate !== null ? (
        <p className={styles.text}>{verdictText[ratingVerdict(message.rate)]}</p>
      ) : message.type === 'emoji' ? (
        <p className={styles.emoji}>{message.message}</p>
      ) : (
        <MessageText text={message.message} sitePaths={message.from === 'venue'} />
      )}
      {deliveryText[message.delivery] !== '' && <span className={styles.delivery}>{deliveryText[message.delivery]}</span>}
    </div>
  );
}
