// The bodies of the support chat's calls (docs/product.md#support-chat) that both edges share: the adapter decodes the
// answers with them, the backend validates requests and encodes its answers with them.
import { Schema } from 'effect';
import { ChatMessage, HistoryEntry } from './chat-message.schema';
import { DATE_TIME_MAX, upTo } from '../shared/input-limits';
import { OnlineGuest } from './online-guest.schema';

/** POST api/onlineGuest/newOnlineGuest answers the guest under data.onlineGuest. */
export const NewOnlineGuestResponse = Schema.Struct({ data: Schema.Struct({ onlineGuest: OnlineGuest }) });

/** GET api/onlineGuest/message/{hash}/website: the conversation, oldest first. */
export const ChatHistoryResponse = Schema.Struct({ data: Schema.Array(HistoryEntry) });

/** newMessage and rate answer the message as stored (with its _id and the echoed clientId). */
export const ChatMessageResponse = Schema.Struct({ data: ChatMessage });

const GuestHash = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200));
/** At most 4,000 characters: a chat line, not a document. */
export const chatTextMaxLength = 4_000;
const ChatText = Schema.String.check(Schema.isMaxLength(chatTextMaxLength));
const ClientId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100));

/** JSON body of newMessage for text and emoji; files and audio go as multipart (same fields plus the part). */
export const TextMessageBody = Schema.Struct({
  hash: GuestHash,
  type: Schema.Literals(['text', 'emoji']),
  message: ChatText,
  clientId: Schema.optional(ClientId),
});
export type TextMessageBody = typeof TextMessageBody.Type;

/** The text fields of a multipart newMessage (file: caption; audio: transcript and duration in seconds). */
export const UploadMessageFields = Schema.Struct({
  hash: GuestHash,
  type: Schema.Literals(['file', 'audio']),
  message: Schema.optional(ChatText),
  clientId: Schema.optional(ClientId),
  duration: Schema.optional(Schema.String.check(upTo(DATE_TIME_MAX), Schema.isPattern(/^\d{1,5}(\.\d+)?$/))),
});
export type UploadMessageFields = typeof UploadMessageFields.Type;

/** The rating message: type rate, the stars, from guest, the guest's hash. */
export const RatingBody = Schema.Struct({
  type: Schema.Literal('rate'),
  /** The widget's scale (rating.ts): whole stars from 1 to 5. */
  rate: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 5 })),
  from: Schema.Literal('guest'),
  hash: GuestHash,
});
export type RatingBody = typeof RatingBody.Type;
