// Model-based test: xstate/graph walks every shortest path of the chat (the pure machine, with each call's
// outcome as an event), then replays each path on a live actor with the controlled backend and a driven
// socket, checking the same state is reached and that, after every step: no message is sent again once
// accepted, messages stay in the order they were written, and no message is lost.
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { readPhoneWith } from '../forms/phone-reading';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';
import { chatMachine } from './chat.machine';
import type { ChatEvent, ChatInput } from './chat-setup';
import type { OutgoingMessage } from './chat.port';
import { ControlledChatPort, fakePhone, FakeRealtime, memoryStorage, type ChatMethod } from '../testing/chat-test-doubles';
import { chatMachineWith } from './chat-wiring';

type Snapshot = SnapshotFrom<typeof chatMachine>;

const baseInput: ChatInput = {
  venueId: 'venue-1',
  venueMailDomain: 'club.example',
  client: { userAgent: 'PC', ip: null },
  clientIdSeed: 'c',
  storedGuest: null,
  webSupport: true,
};
const storedGuest = { hash: 'h-1', clientName: 'Bo' };

const lost: Result<never, ApiError> = err({ _tag: 'NetworkError', message: 'Failed to fetch' });
const refused: Result<never, ApiError> = err({ _tag: 'HttpError', status: 500, message: 'Server Error' });
const done = (id: string, output: Result<unknown, ApiError>) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as ChatEvent;

// Which port method answers each invoked actor.
const methodOf: Record<string, ChatMethod> = {
  loadHistory: 'history',
  reloadHistory: 'history',
  startConversation: 'newOnlineGuest',
  sendMessage: 'sendMessage',
  rate: 'rate',
};

const events: ChatEvent[] = [
  { type: 'guest.startConversation' },
  { type: 'guest.backToIntro' },
  { type: 'guest.submitConversation', form: { name: 'Ana', email: 'ana@example.com', phone: '5551234567' } },
  { type: 'guest.submitConversation', form: { name: 'Ana', email: 'ana@', phone: '12' } },
  { type: 'guest.sendText', text: 'hi' },
  { type: 'guest.sendText', text: '  ' },
  { type: 'guest.rate', rate: 4 },
  { type: 'socket.connected' },
  { type: 'socket.disconnected' },
  { type: 'socket.reply', message: { _id: 'r-1', type: 'text', message: 'Hello', from: 'venue' } },
  { type: 'socket.deleteGuest' },
  { type: 'page.closing' },
  done('loadHistory', ok([{ _id: 'old', type: 'text', message: 'earlier', from: 'guest' }])),
  done('loadHistory', refused),
  done('startConversation', ok({ hash: 'guest-1', clientName: 'Ana' })),
  done('startConversation', refused),
  done('sendMessage', ok(undefined)),
  done('sendMessage', lost),
  done('sendMessage', refused),
  done('reloadHistory', ok([])),
  done('reloadHistory', refused),
  done('rate', ok(undefined)),
  done('rate', refused),
];

// The launcher, the user list and web support are independent toggles covered by the example tests.
const outOfModel = new Set(['guest.openLauncher', 'guest.closeLauncher', 'guest.toggleUserList', 'socket.showWebSupport']);

const abstractState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    connected: s.context.connected,
    guest: s.context.guest !== null,
    outbox: Math.min(s.context.outbox.length, 2),
    messages: Math.min(s.context.messages.length, 3),
    queued: Math.min(s.context.messages.filter((m) => m.delivery === 'queued').length, 2),
    inFlight: s.context.inFlight !== null,
    reloadDue: s.context.historyReloadDue,
    formError: s.context.form.error,
  });

// The pure machine: no port, only the phone rules its form is checked with.
const modelMachine = chatMachine.provide({ actions: { readPhone: readPhoneWith(fakePhone) } });

const pathsFor = (input: ChatInput) =>
  getShortestPaths(modelMachine, {
    input,
    events,
    filterEvents: (_, event) => !outOfModel.has(event.type),
    serializeState: (s) => abstractState(s as Snapshot),
  });

const paths = [
  ...pathsFor(baseInput).map((p) => ({ stored: false, path: p })),
  ...pathsFor({ ...baseInput, storedGuest }).map((p) => ({ stored: true, path: p })),
];

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

const guestIds = (s: Snapshot) => s.context.messages.flatMap((m) => (m.clientId === null ? [] : [m.clientId]));
const idNumber = (clientId: string) => Number(clientId.slice(clientId.lastIndexOf('-') + 1));

describe('chat, every shortest path', () => {
  it('reaches every screen, delivery, sync and rating state', () => {
    const reached = new Set(paths.map(({ path }) => JSON.stringify(path.state.value)));
    const all = [...reached].join('\n');
    for (const name of ['intro', 'newConversation', 'startingConversation', 'restoring', 'paused', 'sending', 'reloading']) {
      expect(all).toContain(`"${name}"`);
    }
    expect(all).toContain('"rating":"sending"');
    expect(paths.length).toBeGreaterThan(100);
  });

  it('replays every path on a live chat with the invariants holding', async () => {
    for (const { stored, path } of paths) {
      const server = new ControlledChatPort();
      const realtime = new FakeRealtime();
      const storage = memoryStorage();
      const actor = createActor(chatMachineWith({ chat: server, realtime, storage, phone: fakePhone }), {
        input: { ...baseInput, storedGuest: stored ? storedGuest : null },
      }).start();
      const accepted = new Set<string>();
      let known: string[] = [];
      const where = () => `${stored ? '(stored guest) ' : ''}${path.steps.map((s) => s.event.type).join(' > ')}`;

      for (const step of path.steps) {
        const event = step.event as ChatEvent & { output?: Result<unknown, ApiError> };
        const type: string = event.type;
        if (type.startsWith('xstate.done.actor.')) {
          const method = methodOf[event.type.slice('xstate.done.actor.'.length)];
          expect(method, where()).toBeDefined();
          const call = server.calls.find((c) => c.outcome === null && c.method === method);
          expect(call, where()).toBeDefined();
          const result = event.output as Result<unknown, ApiError>;
          if (method === 'sendMessage' && result.ok) accepted.add((call?.args[0] as OutgoingMessage).clientId);
          server.settleNext({ result }, method);
        } else if (type !== 'xstate.init') {
          if (type.startsWith('socket.')) realtime.push(event as Parameters<FakeRealtime['push']>[0]);
          else actor.send(event);
        }
        const sentBefore = server.calls.filter((c) => c.method === 'sendMessage').length;
        await settle();

        const live = actor.getSnapshot();
        expect(live.status, where()).toBe('active');
        expect(abstractState(live), where()).toBe(abstractState(step.state));
        // Never sent again once the server accepted it.
        for (const call of server.calls.filter((c) => c.method === 'sendMessage').slice(sentBefore)) {
          expect(accepted.has((call.args[0] as OutgoingMessage).clientId), where()).toBe(false);
        }
        // In the order written, and none lost (only the venue deleting the guest empties the conversation).
        const ids = guestIds(live);
        expect(ids.map(idNumber), where()).toEqual([...ids.map(idNumber)].sort((a, b) => a - b));
        if (event.type !== 'socket.deleteGuest') for (const id of known) expect(ids, where()).toContain(id);
        known = ids;
      }
      actor.stop();
    }
  });
});
