// The support chat widget (docs/product.md#support-chat).
// Regions: the launcher (hidden when the venue turns web support off), the user list toggle, and the screen
// (default intro and new-conversation form, or the open chat with its delivery, history sync and rating).
// Outgoing messages wait in an outbox, go one at a time and in order while connected, and carry a client
// id (`${clientIdSeed}-${n}`) so a resend after a lost answer is recognised by the server, never duplicated.
import { assign, raise } from 'xstate';
import { settledInFlight, withServerHistory } from './chat-outbox';
import { chatSetup, initialChatContext, required } from './chat-setup';
import { fromHistory } from './conversation-message';
import { withVenueReply } from './message-merge';
import { cleanFormFlags, newConversationPayload } from './new-conversation-form';
import { ratingMessage } from './rating';

export const chatMachine = chatSetup.createMachine({
  id: 'chat',
  type: 'parallel',
  context: ({ input }) => initialChatContext(input),
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
          on: {
            'socket.showWebSupport': [
              { guard: 'turnsOn', target: 'closed', actions: 'rememberWebSupport' },
              { actions: 'rememberWebSupport' },
            ],
          },
        },
        closed: {
          on: {
            'guest.openLauncher': 'open',
            'socket.showWebSupport': [
              { guard: 'turnsOff', target: 'hidden', actions: 'rememberWebSupport' },
              { actions: 'rememberWebSupport' },
            ],
          },
        },
        open: {
          on: {
            'guest.closeLauncher': 'closed',
            'socket.showWebSupport': [
              { guard: 'turnsOff', target: 'hidden', actions: 'rememberWebSupport' },
              { actions: 'rememberWebSupport' },
            ],
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
        // The venue deleted the guest: forget it, back to default, no messages.
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
                  messages: ({ context, event }) => (event.output.ok ? fromHistory(event.output.value, context.venueMailDomain) : []),
                }),
              },
              // No status 200: nothing happens; the stored guest stays for the next visit.
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
                'guest.submitConversation': {
                  target: 'checkingConversation',
                  actions: [
                    { type: 'readPhone', params: ({ event }) => ({ raw: event.form.phone }) },
                    { type: 'checkConversationForm', params: ({ event }) => event.form },
                  ],
                },
                'guest.backToIntro': 'intro',
              },
            },
            // Left at once: the form's flags say whether the conversation can start.
            checkingConversation: {
              always: [{ guard: 'conversationFormValid', target: 'startingConversation' }, { target: 'newConversation' }],
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
                  // Anything but status 200 does nothing and shows no message.
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
              actions: [{ type: 'queueMessage', params: ({ event }) => ({ type: 'text', message: event.text.trim() }) }, 'messageQueued'],
            },
            'guest.sendEmoji': {
              guard: { type: 'hasText', params: ({ event }) => event.emoji },
              actions: [{ type: 'queueMessage', params: ({ event }) => ({ type: 'emoji', message: event.emoji }) }, 'messageQueued'],
            },
            'guest.sendFile': {
              actions: [
                { type: 'queueMessage', params: ({ event }) => ({ type: 'file', message: (event.text ?? '').trim(), file: event.file }) },
                'messageQueued',
              ],
            },
            'guest.sendAudio': {
              actions: [
                { type: 'queueMessage', params: ({ event }) => ({ type: 'audio', message: event.transcript, audio: event.audio }) },
                'messageQueued',
              ],
            },
            // Typing shows until the next reply, or until staff have been quiet for a while (they may stop without answering).
            'socket.reply': [
              { guard: 'isTypingReply', actions: [assign({ venueTyping: true }), 'restartTypingTimeout'] },
              {
                actions: [
                  'stopTypingTimeout',
                  assign({ venueTyping: false, messages: ({ context, event }) => withVenueReply(context.messages, event.message) }),
                ],
              },
            ],
            'chat.typingExpired': { actions: assign({ venueTyping: false }) },
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
                    input: ({ context }) =>
                      required(
                        context.outbox.find((m) => m.clientId === context.inFlight),
                        'message in flight',
                      ),
                    onDone: [
                      {
                        guard: { type: 'succeeded', params: ({ event }) => event.output },
                        target: 'idle',
                        actions: assign(({ context }) => settledInFlight(context, 'sent')),
                      },
                      // No answer: the server may have it or not; the same message (same client id) goes again later.
                      {
                        guard: { type: 'lostAnswer', params: ({ event }) => event.output },
                        target: 'paused',
                        actions: assign({ inFlight: null }),
                      },
                      // Any other outcome does nothing visible; the message is marked and not retried.
                      {
                        target: 'idle',
                        actions: assign(({ context }) => settledInFlight(context, 'not-delivered')),
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
                        actions: assign(({ context, event }) =>
                          withServerHistory(context, event.output.ok ? fromHistory(event.output.value, context.venueMailDomain) : []),
                        ),
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
                        actions: assign(({ context }) => ({
                          pendingRate: null,
                          messages: [...context.messages, ratingMessage(required(context.pendingRate, 'rate'))],
                        })),
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
