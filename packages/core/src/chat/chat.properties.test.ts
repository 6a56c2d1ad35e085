// fast-check: random guest actions, socket events and call outcomes, in any order, on a live chat.
import fc from 'fast-check';
import { createActor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { chatMachine } from './chat.machine';
import type { ChatEvent } from './chat-setup';
import type { OutgoingMessage } from './chat.port';
import type { SocketEvent } from './chat-realtime.port';
import { chatOutcomes, ControlledChatPort, fakePhone, FakeRealtime, memoryStorage, type ChatOutcome } from '../testing/chat-test-doubles';
import { chatInputFrom, chatMachineWith } from './chat-wiring';

type Step = { readonly guest: ChatEvent } | { readonly socket: SocketEvent } | { readonly answer: ChatOutcome };

const textArb = fc.oneof(fc.constantFrom('', '  ', 'hi', 'table for 4?'), fc.string({ maxLength: 6 }));
const guestArb: fc.Arbitrary<ChatEvent> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ type: 'guest.startConversation' } as const) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom({ name: 'Ana', email: 'ana@example.com', phone: '5551234567' }, { name: '', email: 'x', phone: '1' })
      .map((form) => ({ type: 'guest.submitConversation', form }) as const),
  },
  { weight: 5, arbitrary: textArb.map((text) => ({ type: 'guest.sendText', text }) as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'guest.sendEmoji', emoji: '🎉' } as const) },
  {
    weight: 1,
    arbitrary: fc.option(textArb, { nil: undefined }).map(
      (text) =>
        ({
          type: 'guest.sendFile',
          file: { name: 'a.png', mimeType: 'image/png', data: null },
          ...(text === undefined ? {} : { text }),
        }) as const,
    ),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'guest.sendAudio', audio: { data: null, duration: 3 }, transcript: 'hey' } as const) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 6 }).map((rate) => ({ type: 'guest.rate', rate }) as const) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<ChatEvent>(
      { type: 'guest.backToIntro' },
      { type: 'guest.openLauncher' },
      { type: 'guest.closeLauncher' },
      { type: 'guest.toggleUserList' },
      { type: 'page.closing' },
    ),
  },
);
const socketArb: fc.Arbitrary<SocketEvent> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<SocketEvent>({ type: 'socket.connected' }, { type: 'socket.disconnected' }) },
  {
    weight: 1,
    arbitrary: fc
      .record({ id: fc.option(fc.constantFrom('r-1', 'r-2'), { nil: undefined }), typing: fc.boolean() })
      .map(({ id, typing }): SocketEvent => ({
        type: 'socket.reply',
        message: { type: typing ? 'typing' : 'text', message: 'Hello', from: 'venue', ...(id === undefined ? {} : { _id: id }) },
      })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<SocketEvent>(
      { type: 'socket.deleteGuest' },
      { type: 'socket.showWebSupport', value: 'no' },
      { type: 'socket.showWebSupport', value: 'yes' },
    ),
  },
);
const outcomeArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant<ChatOutcome>('ok') },
  { weight: 2, arbitrary: fc.constantFrom(...chatOutcomes) },
);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: guestArb.map((guest) => ({ guest })) },
  { weight: 2, arbitrary: socketArb.map((socket) => ({ socket })) },
  { weight: 4, arbitrary: outcomeArb.map((answer) => ({ answer })) },
);
// size 'max': long runs are needed to reach reconnects with a queue and a reload in flight.
const scenarioArb = fc.record({ storedGuest: fc.boolean(), steps: fc.array(stepArb, { minLength: 5, maxLength: 60, size: 'max' }) });
const runs = { numRuns: 150 };

const knownStatePaths = new Set(getStateNodes(chatMachine.root).map((node) => node.path.join('.')));
const leafPaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [prefix + value]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [prefix + key, ...leafPaths(child, `${prefix}${key}.`)]);

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

interface World {
  readonly server: ControlledChatPort;
  readonly actor: ReturnType<typeof startChat>['actor'];
  readonly step: Step;
}

function startChat(storedGuest: boolean) {
  const server = new ControlledChatPort();
  const realtime = new FakeRealtime();
  const storage = memoryStorage(storedGuest ? { onlineGuest: JSON.stringify({ hash: 'h-1', clientName: 'Bo' }) } : {});
  const settings = { venueId: 'v', venueMailDomain: 'club.example', client: { userAgent: 'PC', ip: null }, clientIdSeed: 'c' };
  const actor = createActor(chatMachineWith({ chat: server, realtime, storage, phone: fakePhone }), {
    input: chatInputFrom(storage, settings),
  }).start();
  return { server, realtime, actor };
}

async function run(scenario: { storedGuest: boolean; steps: readonly Step[] }, check: (world: World) => void) {
  const { server, realtime, actor } = startChat(scenario.storedGuest);
  for (const step of scenario.steps) {
    if ('guest' in step) actor.send(step.guest);
    else if ('socket' in step) realtime.push(step.socket);
    else server.settleNext(step.answer);
    await settle();
    check({ server, actor, step });
  }
  actor.stop();
}

const sendCalls = (server: ControlledChatPort) => server.calls.filter((c) => c.method === 'sendMessage');
const clientIdOf = (call: { readonly args: readonly unknown[] }) => (call.args[0] as OutgoingMessage).clientId;
const idNumber = (clientId: string) => Number(clientId.slice(clientId.lastIndexOf('-') + 1));

describe('chat properties', () => {
  it('never reaches an undefined state nor fails', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, (scenario) =>
        run(scenario, ({ actor }) => {
          const snapshot = actor.getSnapshot();
          expect(snapshot.status).toBe('active');
          for (const path of leafPaths(snapshot.value)) expect(knownStatePaths).toContain(path);
        }),
      ),
      runs,
    );
  });

  it('never sends a message again once the server accepted it', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, (scenario) =>
        run(scenario, ({ server }) => {
          const accepted = new Set<string>();
          for (const call of sendCalls(server)) {
            expect(accepted.has(clientIdOf(call))).toBe(false);
            if (call.outcome === 'ok') accepted.add(clientIdOf(call));
          }
        }),
      ),
      runs,
    );
  });

  it('delivers messages to the server once each, in the order they were written', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, (scenario) =>
        run(scenario, ({ server }) => {
          const numbers = server.stored.map((m) => idNumber(m.clientId));
          expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
          expect(new Set(numbers).size).toBe(numbers.length);
        }),
      ),
      runs,
    );
  });

  it('loses no message: every message written stays shown, and the outbox holds exactly the queued ones', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        let written = new Set<string>();
        await run(scenario, ({ actor, step }) => {
          const { messages, outbox } = actor.getSnapshot().context;
          if ('socket' in step && step.socket.type === 'socket.deleteGuest') written = new Set();
          for (const m of messages) if (m.clientId !== null) written.add(m.clientId);
          const shownIds = messages.flatMap((m) => (m.clientId === null ? [] : [m.clientId]));
          for (const id of written) expect(shownIds).toContain(id);
          expect(outbox.map((m) => m.clientId)).toEqual(messages.filter((m) => m.delivery === 'queued').map((m) => m.clientId));
          expect(shownIds.map(idNumber)).toEqual([...shownIds.map(idNumber)].sort((a, b) => a - b));
        });
      }),
      runs,
    );
  });
});
