// A message as the widget shows it: every backend shape (chat message, e-mail-style message) made flat,
// plus where the message stands in delivery.
import type { ChatMessage, ChatMessageType, ChatSender, HistoryEntry } from './chat-message.schema';
import { isFromVenueMail } from './mail-sender';

/** queued: waiting to be sent; sent: the server has it; not-delivered: the server refused it; received: from the venue. */
export type Delivery = 'queued' | 'sent' | 'not-delivered' | 'received';

export interface ConversationMessage {
  readonly id: string | null;
  readonly clientId: string | null;
  readonly type: ChatMessageType;
  readonly from: ChatSender;
  readonly message: string;
  readonly suggestions: readonly string[];
  readonly audio: string | null;
  readonly duration: number | null;
  readonly rate: number | null;
  readonly meta: unknown;
  readonly delivery: Delivery;
}

export function fromChatMessage(message: ChatMessage): ConversationMessage {
  return {
    id: message._id ?? null,
    clientId: message.clientId ?? null,
    type: message.type,
    from: message.from,
    message: message.message ?? '',
    suggestions: message.suggestions ?? [],
    audio: message.audio ?? null,
    duration: message.duration ?? null,
    rate: message.rate ?? null,
    meta: message.meta,
    delivery: message.from === 'venue' ? 'received' : 'sent',
  };
}

export function fromHistoryEntry(entry: HistoryEntry, venueMailDomain: string | null): ConversationMessage {
  if ('body_text' in entry) {
    const from: ChatSender = isFromVenueMail(entry.from, venueMailDomain) ? 'venue' : 'guest';
    return fromChatMessage({ type: 'text', message: entry.body_text, from, ...(entry._id === undefined ? {} : { _id: entry._id }) });
  }
  return fromChatMessage(entry);
}

/** A history the server sent, as the widget shows it. */
export const fromHistory = (entries: readonly HistoryEntry[], venueMailDomain: string | null): ConversationMessage[] =>
  entries.map((entry) => fromHistoryEntry(entry, venueMailDomain));
