// A support chat message (docs/product.md#support-chat) as the backend sends it (history, real-time replies).
import { Schema } from 'effect';

export const chatMessageTypes = ['text', 'emoji', 'file', 'audio', 'typing', 'rate'] as const;
export const ChatMessageType = Schema.Literals(chatMessageTypes);
export type ChatMessageType = typeof ChatMessageType.Type;

export const ChatSender = Schema.Literals(['guest', 'venue']);
export type ChatSender = typeof ChatSender.Type;

export const ChatMessage = Schema.Struct({
  /** The server's id; used to recognise a message seen twice (reply, then history). */
  _id: Schema.optional(Schema.String),
  /** The id the site gave a message it sent, echoed back by the server so a resend is recognised. */
  clientId: Schema.optional(Schema.String),
  type: ChatMessageType,
  message: Schema.optional(Schema.NullOr(Schema.String)),
  from: ChatSender,
  hash: Schema.optional(Schema.String),
  guest: Schema.optional(Schema.Unknown),
  suggestions: Schema.optional(Schema.NullOr(Schema.Array(Schema.String))),
  meta: Schema.optional(Schema.Unknown),
  /** Address of the recording of an audio message. */
  audio: Schema.optional(Schema.NullOr(Schema.String)),
  /** Length of an audio message, in seconds. */
  duration: Schema.optional(Schema.NullOr(Schema.Finite)),
  rate: Schema.optional(Schema.NullOr(Schema.Finite)),
});
export type ChatMessage = typeof ChatMessage.Type;

/** A message that came in by e-mail: a body and a sender address, plain (`a@b.c`, `Name <a@b.c>`) or parsed. */
export const EmailStyleMessage = Schema.Struct({
  _id: Schema.optional(Schema.String),
  body_text: Schema.String,
  from: Schema.Union([Schema.String, Schema.Struct({ address: Schema.String, name: Schema.optional(Schema.String) })]),
});
export type EmailStyleMessage = typeof EmailStyleMessage.Type;

/** One entry of GET api/onlineGuest/message/{id}/website. */
export const HistoryEntry = Schema.Union([ChatMessage, EmailStyleMessage]);
export type HistoryEntry = typeof HistoryEntry.Type;
