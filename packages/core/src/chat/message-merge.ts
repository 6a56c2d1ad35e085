// Merging the history reloaded after a reconnect, and the replies the socket pushes, into what the widget
// already shows, without duplicates.
import type { ChatMessage } from './chat-message.schema';
import { fromChatMessage, type ConversationMessage } from './conversation-message';

/**
 * Same message: decided by the server id when both have one, else by the client id when both have one, else
 * (a reply pushed without id, a backend that does not echo client ids) by sender, type and text.
 */
export function sameMessage(a: ConversationMessage, b: ConversationMessage): boolean {
  if (a.id !== null && b.id !== null) return a.id === b.id;
  if (a.clientId !== null && b.clientId !== null) return a.clientId === b.clientId;
  return a.from === b.from && a.type === b.type && a.message === b.message;
}

/**
 * The server's history in its order, each entry matched at most once with a shown message; a shown message the
 * server does not have (still queued, refused, or a reply the history missed) stays right after the message it
 * followed on screen, so the guest's own messages never change order.
 */
export function mergeHistory(shown: readonly ConversationMessage[], server: readonly ConversationMessage[]): ConversationMessage[] {
  const result = [...server];
  const matchedAt = new Map<ConversationMessage, number>();
  const taken = new Set<number>();
  for (const local of shown) {
    const index = result.findIndex((fromServer, i) => !taken.has(i) && sameMessage(local, fromServer));
    if (index < 0) continue;
    taken.add(index);
    matchedAt.set(local, index);
  }
  // Keep what only the site knows about a matched message (its client id), then place the unmatched ones.
  for (const [local, index] of matchedAt) {
    const fromServer = result[index];
    if (fromServer !== undefined && fromServer.clientId === null && local.clientId !== null)
      result[index] = { ...fromServer, clientId: local.clientId };
  }
  const placed = result.slice();
  let anchor: ConversationMessage | null = null;
  for (const local of shown) {
    const index = matchedAt.get(local);
    if (index !== undefined) {
      anchor = result[index] ?? null;
      continue;
    }
    placed.splice(anchor === null ? 0 : placed.indexOf(anchor) + 1, 0, local);
    anchor = local;
  }
  return placed;
}

/** A reply the socket pushed, shown once even when the socket sends it again. */
export function withVenueReply(shown: readonly ConversationMessage[], message: ChatMessage): readonly ConversationMessage[] {
  const reply: ConversationMessage = { ...fromChatMessage(message), from: 'venue', delivery: 'received' };
  const known = reply.id !== null && shown.some((m) => m.id === reply.id);
  return known ? shown : [...shown, reply];
}
