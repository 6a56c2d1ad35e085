// The guest's outgoing messages: each gets the next client id (`${clientIdSeed}-${n}`), shows at once as
// queued and waits in the outbox, oldest first, until the server has answered for it. A lost answer keeps
// it there for a resend under the same client id, so the server can recognise it and never duplicate it.
import type { OutgoingMessage } from './chat.port';
import type { ConversationMessage } from './conversation-message';
import { mergeHistory } from './message-merge';

export interface OutboxState {
  readonly clientIdSeed: string;
  /** Client ids given so far; the next is `${clientIdSeed}-${clientIdCount + 1}`. */
  readonly clientIdCount: number;
  readonly messages: readonly ConversationMessage[];
  /** Messages not yet accepted by the server, oldest first. */
  readonly outbox: readonly OutgoingMessage[];
  /** Client id of the message being sent, if one is. */
  readonly inFlight: string | null;
}

/** An outgoing message before the machine gives it a client id and the guest's hash. */
export type Outgoing = OutgoingMessage extends infer M ? (M extends OutgoingMessage ? Omit<M, 'clientId' | 'hash'> : never) : never;

/** Adds a guest message (of the guest `hash`) to the conversation and to the outbox, with the next client id. */
export function queued(state: OutboxState, outgoing: Outgoing, hash: string): Pick<OutboxState, 'clientIdCount' | 'messages' | 'outbox'> {
  const clientId = `${state.clientIdSeed}-${state.clientIdCount + 1}`;
  const message: OutgoingMessage = { ...outgoing, clientId, hash };
  const shown: ConversationMessage = {
    id: null,
    clientId,
    type: message.type,
    from: 'guest',
    message: message.message,
    suggestions: [],
    audio: null,
    duration: message.type === 'audio' ? message.audio.duration : null,
    rate: null,
    meta: message.type === 'file' ? { fileName: message.file.name } : undefined,
    delivery: 'queued',
  };
  return { clientIdCount: state.clientIdCount + 1, messages: [...state.messages, shown], outbox: [...state.outbox, message] };
}

/** The server answered for the message in flight: it has it (sent) or refused it (not-delivered); either way it leaves the outbox. */
export function settledInFlight(
  state: OutboxState,
  delivery: 'sent' | 'not-delivered',
): Pick<OutboxState, 'messages' | 'outbox' | 'inFlight'> {
  return {
    messages: state.messages.map((m) => (state.inFlight !== null && m.clientId === state.inFlight ? { ...m, delivery } : m)),
    outbox: state.outbox.filter((m) => m.clientId !== state.inFlight),
    inFlight: null,
  };
}

/** The history reloaded from the server merged into what is shown; what the server already has leaves the outbox. */
export function withServerHistory(state: OutboxState, server: readonly ConversationMessage[]): Pick<OutboxState, 'messages' | 'outbox'> {
  const onServer = new Set(server.flatMap((m) => (m.clientId === null ? [] : [m.clientId])));
  return {
    messages: mergeHistory(state.messages, server),
    // Sending these again would be useless; the one in flight is settled by its own answer.
    outbox: state.outbox.filter((m) => m.clientId === state.inFlight || !onServer.has(m.clientId)),
  };
}
