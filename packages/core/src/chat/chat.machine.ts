// The support chat widget (spec 2 Support chat widget, 4 Chat widget, 5, 7 Chat and Real-time, 8).
// Regions: the launcher (hidden when the venue turns web support off), the user list toggle, and the screen
// (default intro and new-conversation form, or the open chat with its delivery, history sync and rating).
// Outgoing messages wait in an outbox, go one at a time and in order while connected, and carry a client
// id (`${clientIdSeed}-${n}`) so a resend after a lost answer is recognised by the server, never duplicated.
import { assign, enqueueActions, fromCallback, fromPromise, raise, sendTo, setup } from 'xstate';
import type { PhonePort } from '../ports/phone.port';
import type { ApiError } from '../shared/api-error';
import type { Result } from '../shared/result';
import type { HistoryEntry } from './chat-message.schema';
import type { ChatAudio, ChatFile, OutgoingMessage } from './chat.port';
import type { GuestStatusReport, RealtimeCommand, RealtimeInput, SocketEvent } from './chat-realtime.port';
import { fromChatMessage, fromHistoryEntry, type ConversationMessage } from './conversation-message';
import { mergeHistory } from './message-merge';
import type { NewConversationPayload } from './new-conversation.schema';
import {
  cleanFormFlags,
  newConversationPayload,
  validateNewConversationForm,
  type ChatClientInfo,
  type NewConversationForm,
  type NewConversationFormFlags,
  type NewConversationUser,
} from './new-conversation-form';
import type { OnlineGuest } from './online-guest.schema';
import { isRatingChoice, ratingSentence } from './rating';

export interface ChatInput {
  readonly venueId: string;
  /** The domain the venue's staff write e-mails from; null when unknown (then no e-mail counts as the venue's). */
  readonly venueMailDomain: string | null;
  readonly client: ChatClientInfo;
  readonly phone: PhonePort;
  /** A fresh random string per page load, from the edge (core has no guaranteed crypto). */
  readonly clientIdSeed: string;
  /** The guest kept in storage (onlineGuest), if any. */
  readonly storedGuest: OnlineGuest | null;
  /** Whether web support is on for the venue (storage showWebSupport); until told otherwise. */
  readonly webSupport: boolean;
}

export interface ChatContext {
  readonly venueId: string;
  readonly venueMailDomain: string | null;
  readonly client: ChatClientInfo;
  readonly phone: PhonePort;
  readonly clientIdSeed: string;
  /** Client ids given so far; the next is `${clientIdSeed}-${clientIdCount + 1}`. */
  readonly clientIdCount: number;
  readonly webSupport: boolean;
  readonly connected: boolean;
  readonly guest: OnlineGuest | null;
  readonly form: NewConversationFormFlags;
  readonly user: NewConversationUser | null;
  readonly messages: readonly ConversationMessage[];
  /** Messages not yet accepted by the server, oldest first. */
  readonly outbox: readonly OutgoingMessage[];
  /** Client id of the message being sent, if one is. */
  readonly inFlight: string | null;
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
type InternalChatEvent = { readonly type: 'chat.connectionRestored' } | { readonly type: 'chat.messageQueued' };

export type ChatEvent = GuestChatEvent | SocketEvent | { readonly type: 'page.closing' } | InternalChatEvent;

/** An outgoing message before the machine gives it a client id and the guest's hash. */
type Outgoing = OutgoingMessage extends infer M ? (M extends OutgoingMessage ? Omit<M, 'clientId' | 'hash'> : never) : never;

const notProvided = (name: string) => (): never => {
  throw new Error(`chat: ${name} not provided`);
};

// In the open chat a guest exists by construction; a missing one is a bug.
function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`chat: ${what} missing`);
  return value;
}

/** Adds a guest message to the conversation and to the outbox, with the next client id. */
function queued(context: ChatContext, outgoing: Outgoing): Partial<ChatContext> {
  const clientId = `${context.clientIdSeed}-${context.clientIdCount + 1}`;
  const hash = required(context.guest, 'guest').hash;
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
  return { clientIdCount: context.clientIdCount + 1, messages: [...context.messages, shown], outbox: [...context.outbox, message] };
}

const withDelivery = (messages: readonly ConversationMessage[], clientId: string | null, delivery: ConversationMessage['delivery']) =>
  messages.map((m) => (clientId !== null && m.clientId === clientId ? { ...m, delivery } : m));

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    realtime: fromCallback<RealtimeCommand, RealtimeInput>(notProvided('actor realtime')),
    history: fromPromise<Result<readonly HistoryEntry[], ApiError>, { readonly hash: string }>(notProvided('actor history')),
    newOnlineGuest: fromPromise<Result<OnlineGuest, ApiError>, NewConversationPayload>(notProvided('actor newOnlineGuest')),
    sendMessage: fromPromise<Result<void, ApiError>, OutgoingMessage>(notProvided('actor sendMessage')),
    rate: fromPromise<Result<void, ApiError>, { readonly hash: string; readonly rate: number }>(notProvided('actor rate')),
  },
  actions: {
    toggleGuestStatus: notProvided('action toggleGuestStatus') as (_: unknown, params: GuestStatusReport) => void,
    saveGuest: notProvided('action saveGuest') as (_: unknown, params: { readonly guest: OnlineGuest }) => void,
    forgetGuest: notProvided('action forgetGuest') as (_: unknown) => void,
    saveWebSupport: notProvided('action saveWebSupport') as (_: unknown, params: { readonly enabled: boolean }) => void,

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
    watchGuest: sendTo('realtime', ({ context }): RealtimeCommand => ({ type: 'realtime.watchGuest', hash: required(context.guest, 'guest').hash })),
    unwatchGuest: sendTo('realtime', { type: 'realtime.unwatchGuest' } satisfies RealtimeCommand),
    resetConversation: assign({ guest: null, user: null, messages: [], outbox: [], inFlight: null, pendingRate: null, venueTyping: false }),
    messageQueued: raise({ type: 'chat.messageQueued' }),
  },
  guards: {
    webSupportOn: ({ context }) => context.webSupport,
    hasGuest: ({ context }) => context.guest !== null,
    succeeded: (_, result: Result<unknown, ApiError>) => result.ok,
    lostAnswer: (_, result: Result<unknown, ApiError>) => !result.ok && result.error._tag === 'NetworkError',
    turnsOn: ({ event }) => event.type === 'socket.showWebSupport' && event.value === 'yes',
    turnsOff: ({ event }) => event.type === 'socket.showWebSupport' && event.value === 'no',
    canDeliver: ({ context }) => context.connected && !context.historyReloadDue && context.outbox.length > 0,
    conversationFormValid: ({ context, event }) =>
      event.type === 'guest.submitConversation' && validateNewConversationForm(event.form, context.phone).ok,
    isTypingReply: ({ event }) => event.type === 'socket.reply' && event.message.type === 'typing',
    hasText: (_, text: string) => text.trim() !== '',
    validRating: (_, rate: number) => isRatingChoice(rate),
  },
}).createMachine({
  id: 'chat',
  type: 'parallel',
  context: ({ input }) => ({
    venueId: input.venueId,
    venueMailDomain: input.venueMailDomain,
    client: input.client,
    phone: input.phone,
    clientIdSeed: input.clientIdSeed,
    clientIdCount: 0,
    webSupport: input.webSupport,
    connected: false,
    guest: input.storedGuest,
    form: cleanFormFlags,
    user: null,
    messages: [],
    outbox: [],
    inFlight: null,
    pendingRate: null,
    venueTyping: false,
    historyReloadDue: false,
  }),
  invoke: { id: 'realtime', src: 'realtime', input: ({ context }) => ({ venueId: context.venueId }) },
  on: {
    'socket.connected': {
      actions: [assign({ connected: true, historyReloadDue: true }), 'announceOnline', raise({ type: 'chat.connectionRestored' })],
    },
    'socket.disconnected': { actions: assign({ connected: false }) },
    'page.closing': { actions: 'announceOffline' },
  },
  states: {
    launcher: {
      initial: 'checkingWebSupport',
      states: {
        checkingWebSupport: { always: [{ guard: 'webSupportOn', target: 'closed' }, { target: 'hidden' }] },
        hidden: {
          on: { 'socket.showWebSupport': [{ guard: 'turnsOn', target: 'closed', actions: 'rememberWebSupport' }, { actions: 'rememberWebSupport' }] },
        },
        closed: {
          on: {
            'guest.openLauncher': 'open',
            'socket.showWebSupport': [{ guard: 'turnsOff', target: 'hidden', actions: 'rememberWebSupport' }, { actions: 'rememberWebSupport' }],
          },
        },
        open: {
          on: {
            'guest.closeLauncher': 'closed',
            'socket.showWebSupport': [{ guard: 'turnsOff', target: 'hidden', actions: 'rememberWebSupport' }, { actions: 'rememberWebSupport' }],
          },
        },
      },
    },
    userList: {
      initial: 'collapsed',
      states: {
        collapsed: { on: { 'guest.toggleUserList': 'expanded' } },
        expanded: { on: { 'guest.toggleUserList': 'collapsed' } },
      },
    },
    screen: {
      initial: 'checkingStoredGuest',
      on: {
        // Spec 4: the venue deleted the guest: forget it, back to default, no messages.
        'socket.deleteGuest': { target: '.default', actions: ['forgetGuest', 'unwatchGuest', 'resetConversation'] },
      },
      states: {
        checkingStoredGuest: { always: [{ guard: 'hasGuest', target: 'restoring' }, { target: 'default' }] },
        restoring: {
          tags: ['busy'],
          invoke: {
            id: 'loadHistory',
            src: 'history',
            input: ({ context }) => ({ hash: required(context.guest, 'guest').hash }),
            onDone: [
              {
                guard: { type: 'succeeded', params: ({ event }) => event.output },
                target: 'openChat',
                actions: assign({
                  messages: ({ context, event }) => (event.output.ok ? event.output.value.map((e) => fromHistoryEntry(e, context.venueMailDomain)) : []),
                }),
              },
              // Spec 8: no status 200, nothing happens; the stored guest stays for the next visit.
              { target: 'default', actions: assign({ guest: null }) },
            ],
          },
        },
        default: {
          initial: 'intro',
          states: {
            intro: { on: { 'guest.startConversation': { target: 'newConversation', actions: assign({ form: cleanFormFlags }) } } },
            newConversation: {
              on: {
                'guest.submitConversation': [
                  {
                    guard: 'conversationFormValid',
                    target: 'startingConversation',
                    actions: assign(({ context, event }) => {
                      const result = validateNewConversationForm(event.form, context.phone);
                      return { form: cleanFormFlags, user: result.ok ? result.value : null };
                    }),
                  },
                  {
                    actions: assign({
                      form: ({ context, event }) => {
                        const result = validateNewConversationForm(event.form, context.phone);
                        return result.ok ? cleanFormFlags : result.error;
                      },
                    }),
                  },
                ],
                'guest.backToIntro': 'intro',
              },
            },
            startingConversation: {
              tags: ['busy'],
              invoke: {
                id: 'startConversation',
                src: 'newOnlineGuest',
                input: ({ context }) => newConversationPayload(required(context.user, 'user'), context.client),
                onDone: [
                  {
                    guard: { type: 'succeeded', params: ({ event }) => event.output },
                    target: '#chat.screen.openChat',
                    actions: [
                      assign({ guest: ({ event }) => (event.output.ok ? event.output.value : null), messages: [] }),
                      { type: 'saveGuest', params: ({ context }) => ({ guest: required(context.guest, 'guest') }) },
                    ],
                  },
                  // Spec 8: anything but status 200 does nothing and shows no message.
                  { target: 'newConversation' },
                ],
              },
            },
          },
        },
        openChat: {
          type: 'parallel',
          // The history is fresh on entry: just loaded (restore) or empty (new conversation).
          entry: ['watchGuest', 'announceOnline', assign({ historyReloadDue: false })],
          on: {
            'guest.sendText': {
              guard: { type: 'hasText', params: ({ event }) => event.text },
              actions: [assign(({ context, event }) => queued(context, { type: 'text', message: event.text.trim() })), 'messageQueued'],
            },
            'guest.sendEmoji': {
              guard: { type: 'hasText', params: ({ event }) => event.emoji },
              actions: [assign(({ context, event }) => queued(context, { type: 'emoji', message: event.emoji })), 'messageQueued'],
            },
            'guest.sendFile': {
              actions: [
                assign(({ context, event }) => queued(context, { type: 'file', message: (event.text ?? '').trim(), file: event.file })),
                'messageQueued',
              ],
            },
            'guest.sendAudio': {
              actions: [
                assign(({ context, event }) => queued(context, { type: 'audio', message: event.transcript, audio: event.audio })),
                'messageQueued',
              ],
            },
            'socket.reply': [
              { guard: 'isTypingReply', actions: assign({ venueTyping: true }) },
              {
                actions: assign(({ context, event }) => {
                  const reply = { ...fromChatMessage(event.message), from: 'venue' as const, delivery: 'received' as const };
                  const known = reply.id !== null && context.messages.some((m) => m.id === reply.id);
                  return { venueTyping: false, messages: known ? context.messages : [...context.messages, reply] };
                }),
              },
            ],
          },
          states: {
            delivery: {
              initial: 'idle',
              states: {
                idle: { always: { guard: 'canDeliver', target: 'sending' } },
                sending: {
                  entry: assign({ inFlight: ({ context }) => required(context.outbox[0], 'outbox head').clientId }),
                  invoke: {
                    id: 'sendMessage',
                    src: 'sendMessage',
                    input: ({ context }) => required(context.outbox.find((m) => m.clientId === context.inFlight), 'message in flight'),
                    onDone: [
                      {
                        guard: { type: 'succeeded', params: ({ event }) => event.output },
                        target: 'idle',
                        actions: assign(({ context }) => ({
                          messages: withDelivery(context.messages, context.inFlight, 'sent'),
                          outbox: context.outbox.filter((m) => m.clientId !== context.inFlight),
                          inFlight: null,
                        })),
                      },
                      // No answer: the server may have it or not; the same message (same client id) goes again later.
                      { guard: { type: 'lostAnswer', params: ({ event }) => event.output }, target: 'paused', actions: assign({ inFlight: null }) },
                      // Spec 8: any other outcome does nothing visible; the message is marked and not retried.
                      {
                        target: 'idle',
                        actions: assign(({ context }) => ({
                          messages: withDelivery(context.messages, context.inFlight, 'not-delivered'),
                          outbox: context.outbox.filter((m) => m.clientId !== context.inFlight),
                          inFlight: null,
                        })),
                      },
                    ],
                  },
                },
                // Tried again on reconnect, or when the guest sends something new (the oldest goes first).
                paused: { on: { 'chat.connectionRestored': 'idle', 'chat.messageQueued': 'idle' } },
              },
            },
            sync: {
              initial: 'upToDate',
              states: {
                upToDate: { on: { 'chat.connectionRestored': 'reloading' } },
                reloading: {
                  exit: assign({ historyReloadDue: false }),
                  invoke: {
                    id: 'reloadHistory',
                    src: 'history',
                    input: ({ context }) => ({ hash: required(context.guest, 'guest').hash }),
                    onDone: [
                      {
                        guard: { type: 'succeeded', params: ({ event }) => event.output },
                        target: 'upToDate',
                        actions: assign(({ context, event }) => {
                          const server = event.output.ok ? event.output.value.map((e) => fromHistoryEntry(e, context.venueMailDomain)) : [];
                          const onServer = new Set(server.flatMap((m) => (m.clientId === null ? [] : [m.clientId])));
                          return {
                            messages: mergeHistory(context.messages, server),
                            // The server already has these: sending them again would be useless.
                            outbox: context.outbox.filter((m) => m.clientId === context.inFlight || !onServer.has(m.clientId)),
                          };
                        }),
                      },
                      { target: 'upToDate' },
                    ],
                  },
                },
              },
            },
            rating: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'guest.rate': {
                      guard: { type: 'validRating', params: ({ event }) => event.rate },
                      target: 'sending',
                      actions: assign({ pendingRate: ({ event }) => event.rate }),
                    },
                  },
                },
                sending: {
                  invoke: {
                    id: 'rate',
                    src: 'rate',
                    input: ({ context }) => ({ hash: required(context.guest, 'guest').hash, rate: required(context.pendingRate, 'rate') }),
                    onDone: [
                      {
                        guard: { type: 'succeeded', params: ({ event }) => event.output },
                        target: 'idle',
                        actions: assign(({ context }) => {
                          const rate = required(context.pendingRate, 'rate');
                          const shown: ConversationMessage = {
                            id: null,
                            clientId: null,
                            type: 'rate',
                            from: 'guest',
                            message: ratingSentence(rate),
                            suggestions: [],
                            audio: null,
                            duration: null,
                            rate,
                            meta: undefined,
                            delivery: 'sent',
                          };
                          return { pendingRate: null, messages: [...context.messages, shown] };
                        }),
                      },
                      { target: 'idle', actions: assign({ pendingRate: null }) },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
