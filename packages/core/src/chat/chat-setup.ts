// The chat machine's vocabulary: its input, context and events, the effects the edge provides (each failing
// loudly until it is), and the named guards and actions its statechart (chat.machine.ts) is written with.
import { assign, cancel, enqueueActions, fromCallback, fromPromise, raise, sendTo, setup } from 'xstate';
import { phoneRulesOf, type PhoneReading, type ReadPhoneParams } from '../forms/phone-reading';
import type { ApiError } from '../shared/api-error';
import { notProvided } from '../shared/not-provided';
import { requiredIn } from '../shared/required';
import type { Result } from '../shared/result';
import type { HistoryEntry } from './chat-message.schema';
import { queued, type Outgoing, type OutboxState } from './chat-outbox';
import type { ChatAudio, ChatFile, OutgoingMessage } from './chat.port';
import type { GuestStatusReport, RealtimeCommand, RealtimeInput, SocketEvent } from './chat-realtime.port';
import type { NewConversationPayload } from './new-conversation.schema';
import {
  cleanFormFlags,
  validateNewConversationForm,
  type ChatClientInfo,
  type NewConversationForm,
  type NewConversationFormFlags,
  type NewConversationUser,
} from './new-conversation-form';
import type { OnlineGuest } from './online-guest.schema';
import { isRatingChoice } from './rating';

export interface ChatInput {
  readonly venueId: string;
  /** The domain the venue's staff write e-mails from; null when unknown (then no e-mail counts as the venue's). */
  readonly venueMailDomain: string | null;
  readonly client: ChatClientInfo;
  /** A fresh random string per page load, from the edge (core has no guaranteed crypto). */
  readonly clientIdSeed: string;
  /** The guest kept in storage (onlineGuest), if any. */
  readonly storedGuest: OnlineGuest | null;
  /** Whether web support is on for the venue (storage showWebSupport); until told otherwise. */
  readonly webSupport: boolean;
}

export interface ChatContext extends OutboxState {
  readonly venueId: string;
  readonly venueMailDomain: string | null;
  readonly client: ChatClientInfo;
  readonly webSupport: boolean;
  readonly connected: boolean;
  readonly guest: OnlineGuest | null;
  readonly form: NewConversationFormFlags;
  /** What the phone rules said about the number of the last new-conversation form. */
  readonly phoneReading: PhoneReading | null;
  readonly user: NewConversationUser | null;
  readonly pendingRate: number | null;
  readonly venueTyping: boolean;
  /** After a (re)connect the history is reloaded before queued messages go, so none is sent that the server has. */
  readonly historyReloadDue: boolean;
}

export type GuestChatEvent =
  | { readonly type: 'guest.openLauncher' }
  | { readonly type: 'guest.closeLauncher' }
  | { readonly type: 'guest.toggleUserList' }
  | { readonly type: 'guest.startConversation' }
  | { readonly type: 'guest.backToIntro' }
  | { readonly type: 'guest.submitConversation'; readonly form: NewConversationForm }
  | { readonly type: 'guest.sendText'; readonly text: string }
  | { readonly type: 'guest.sendEmoji'; readonly emoji: string }
  | { readonly type: 'guest.sendFile'; readonly file: ChatFile; readonly text?: string }
  | { readonly type: 'guest.sendAudio'; readonly audio: ChatAudio; readonly transcript: string }
  | { readonly type: 'guest.rate'; readonly rate: number };

/** Raised by the machine itself. */
type InternalChatEvent =
  | { readonly type: 'chat.connectionRestored' }
  | { readonly type: 'chat.messageQueued' }
  /** No reply came for a while after the venue's typing signal. */
  | { readonly type: 'chat.typingExpired' };

/** How long the typing indicator stays without a new typing signal or a reply (docs/product.md#support-chat). */
export const venueTypingTimeoutMs = 30_000;

export type ChatEvent = GuestChatEvent | SocketEvent | { readonly type: 'page.closing' } | InternalChatEvent;

// In the open chat a guest exists by construction.
export const required = requiredIn('chat');

export const chatSetup = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    realtime: fromCallback<RealtimeCommand, RealtimeInput>(notProvided('chat', 'actor realtime')),
    history: fromPromise<Result<readonly HistoryEntry[], ApiError>, { readonly hash: string }>(notProvided('chat', 'actor history')),
    newOnlineGuest: fromPromise<Result<OnlineGuest, ApiError>, NewConversationPayload>(notProvided('chat', 'actor newOnlineGuest')),
    sendMessage: fromPromise<Result<void, ApiError>, OutgoingMessage>(notProvided('chat', 'actor sendMessage')),
    rate: fromPromise<Result<void, ApiError>, { readonly hash: string; readonly rate: number }>(notProvided('chat', 'actor rate')),
  },
  actions: {
    toggleGuestStatus: notProvided<(_: unknown, params: GuestStatusReport) => void>('chat', 'action toggleGuestStatus'),
    saveGuest: notProvided<(_: unknown, params: { readonly guest: OnlineGuest }) => void>('chat', 'action saveGuest'),
    forgetGuest: notProvided<(_: unknown) => void>('chat', 'action forgetGuest'),
    saveWebSupport: notProvided<(_: unknown, params: { readonly enabled: boolean }) => void>('chat', 'action saveWebSupport'),
    readPhone: notProvided<(_: unknown, params: ReadPhoneParams) => void>('chat', 'action readPhone'),

    rememberWebSupport: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'socket.showWebSupport') return;
      const enabled = event.value === 'yes';
      enqueue.assign({ webSupport: enabled });
      enqueue({ type: 'saveWebSupport', params: { enabled } });
    }),
    announceOnline: enqueueActions(({ context, enqueue }) => {
      if (context.connected && context.guest !== null) {
        enqueue({ type: 'toggleGuestStatus', params: { hash: context.guest.hash, venueId: context.venueId, status: 'online' } });
      }
    }),
    announceOffline: enqueueActions(({ context, enqueue }) => {
      if (context.guest !== null) {
        enqueue({ type: 'toggleGuestStatus', params: { hash: context.guest.hash, venueId: context.venueId, status: 'offline' } });
      }
    }),
    watchGuest: sendTo('realtime', ({ context }): RealtimeCommand => ({
      type: 'realtime.watchGuest',
      hash: required(context.guest, 'guest').hash,
    })),
    unwatchGuest: sendTo('realtime', { type: 'realtime.unwatchGuest' } satisfies RealtimeCommand),
    resetConversation: assign({ guest: null, user: null, messages: [], outbox: [], inFlight: null, pendingRate: null, venueTyping: false }),
    // These two name their types: inferred from their params, setup's action types would be circular.
    checkConversationForm: assign<ChatContext, ChatEvent, NewConversationForm, ChatEvent, never>(({ context }, form) => {
      const result = validateNewConversationForm(form, phoneRulesOf(context.phoneReading));
      return result.ok ? { form: cleanFormFlags, user: result.value } : { form: result.error };
    }),
    queueMessage: assign<ChatContext, ChatEvent, Outgoing, ChatEvent, never>(({ context }, outgoing) =>
      queued(context, outgoing, required(context.guest, 'guest').hash),
    ),
    messageQueued: raise({ type: 'chat.messageQueued' }),
    restartTypingTimeout: enqueueActions(({ enqueue }) => {
      enqueue.cancel('venueTypingTimeout');
      enqueue.raise({ type: 'chat.typingExpired' }, { id: 'venueTypingTimeout', delay: 'venueTypingTimeout' });
    }),
    stopTypingTimeout: cancel('venueTypingTimeout'),
  },
  delays: {
    venueTypingTimeout: venueTypingTimeoutMs,
  },
  guards: {
    webSupportOn: ({ context }) => context.webSupport,
    hasGuest: ({ context }) => context.guest !== null,
    succeeded: (_, result: Result<unknown, ApiError>) => result.ok,
    lostAnswer: (_, result: Result<unknown, ApiError>) => !result.ok && result.error._tag === 'NetworkError',
    turnsOn: ({ event }) => event.type === 'socket.showWebSupport' && event.value === 'yes',
    turnsOff: ({ event }) => event.type === 'socket.showWebSupport' && event.value === 'no',
    canDeliver: ({ context }) => context.connected && !context.historyReloadDue && context.outbox.length > 0,
    conversationFormValid: ({ context }) => !context.form.error,
    isTypingReply: ({ event }) => event.type === 'socket.reply' && event.message.type === 'typing',
    hasText: (_, text: string) => text.trim() !== '',
    validRating: (_, rate: number) => isRatingChoice(rate),
  },
});

export const initialChatContext = (input: ChatInput): ChatContext => ({
  venueId: input.venueId,
  venueMailDomain: input.venueMailDomain,
  client: input.client,
  clientIdSeed: input.clientIdSeed,
  clientIdCount: 0,
  webSupport: input.webSupport,
  connected: false,
  guest: input.storedGuest,
  form: cleanFormFlags,
  phoneReading: null,
  user: null,
  messages: [],
  outbox: [],
  inFlight: null,
  pendingRate: null,
  venueTyping: false,
  historyReloadDue: false,
});
