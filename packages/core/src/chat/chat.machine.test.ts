import { createActor, fromCallback } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { chatMachine } from './chat.machine';
import { venueTypingTimeoutMs } from './chat-setup';
import {
  ControlledChatPort,
  fakePhone,
  FakeRealtime,
  memoryStorage,
  type ChatMethod,
  type ChatOutcome,
} from '../testing/chat-test-doubles';
import { chatInputFrom, chatMachineWith } from './chat-wiring';
import type { OutgoingMessage } from './chat.port';
import { expectRestorableSnapshot } from '../testing/restorable-snapshot';

const validForm = { name: 'Ana', email: 'ana@example.com', phone: '555 123 4567' };
const settings = {
  venueId: 'venue-1',
  venueMailDomain: 'club.example',
  client: { userAgent: 'PC', ip: '203.0.113.9' },
  clientIdSeed: 'c',
};

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

function startChat(stored: Readonly<Record<string, string>> = {}) {
  const server = new ControlledChatPort();
  const realtime = new FakeRealtime();
  const storage = memoryStorage(stored);
  const machine = chatMachineWith({ chat: server, realtime, storage, phone: fakePhone });
  const actor = createActor(machine, { input: chatInputFrom(storage, settings) }).start();
  const answer = async (method: ChatMethod, outcome: ChatOutcome = 'ok') => {
    expect(server.pendingMethods).toContain(method);
    server.settleNext(outcome, method);
    await settle();
  };
  const push = async (...events: Parameters<FakeRealtime['push']>[0][]) => {
    for (const event of events) realtime.push(event);
    await settle();
  };
  return { machine, server, realtime, storage, actor, answer, push };
}

/** A chat with a started conversation (guest-1), connected. */
async function openChat() {
  const chat = startChat();
  await chat.push({ type: 'socket.connected' });
  chat.actor.send({ type: 'guest.startConversation' });
  chat.actor.send({ type: 'guest.submitConversation', form: validForm });
  await chat.answer('newOnlineGuest');
  expect(chat.actor.getSnapshot().matches({ screen: 'openChat' })).toBe(true);
  return chat;
}

const sentIds = (server: ControlledChatPort) =>
  server.calls.filter((c) => c.method === 'sendMessage').map((c) => (c.args[0] as OutgoingMessage).clientId);

describe('chat machine: launcher and web support', () => {
  it('opens and closes the launcher, and starts on the default intro', () => {
    const { actor } = startChat();
    expect(actor.getSnapshot().value).toEqual({ launcher: 'closed', userList: 'collapsed', screen: { default: 'intro' } });
    actor.send({ type: 'guest.openLauncher' });
    expect(actor.getSnapshot().matches({ launcher: 'open' })).toBe(true);
    actor.send({ type: 'guest.toggleUserList' });
    expect(actor.getSnapshot().matches({ userList: 'expanded' })).toBe(true);
    actor.send({ type: 'guest.closeLauncher' });
    expect(actor.getSnapshot().matches({ launcher: 'closed' })).toBe(true);
  });

  it('hides the widget when the venue turns web support off, shows it again on yes, and stores the choice', async () => {
    const { actor, storage, push } = startChat();
    actor.send({ type: 'guest.openLauncher' });
    await push({ type: 'socket.showWebSupport', value: 'no' });
    expect(actor.getSnapshot().matches({ launcher: 'hidden' })).toBe(true);
    expect(storage.data.get('showWebSupport')).toBe('no');
    actor.send({ type: 'guest.openLauncher' });
    expect(actor.getSnapshot().matches({ launcher: 'hidden' })).toBe(true);
    await push({ type: 'socket.showWebSupport', value: 'yes' });
    expect(actor.getSnapshot().matches({ launcher: 'closed' })).toBe(true);
    expect(storage.data.get('showWebSupport')).toBe('yes');
  });

  it('starts hidden when storage says the venue turned web support off', () => {
    const { actor, realtime } = startChat({ showWebSupport: 'no' });
    expect(actor.getSnapshot().matches({ launcher: 'hidden' })).toBe(true);
    expect(realtime.opened).toBe('venue-1');
  });
});

describe('chat machine: starting a conversation', () => {
  it('flags an invalid form and sends nothing', () => {
    const { actor, server } = startChat();
    actor.send({ type: 'guest.startConversation' });
    actor.send({ type: 'guest.submitConversation', form: { name: '', email: 'not-an-email', phone: '12' } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ screen: { default: 'newConversation' } })).toBe(true);
    expect(snapshot.context.form.error).toBe(true);
    expect(snapshot.context.form.incorrectPhone).toBe(true);
    expect(snapshot.context.form.fieldErrors.map((e) => `${e.field}:${e.reason}`)).toEqual([
      'name:required',
      'phone:invalid-phone',
      'email:invalid-email',
    ]);
    expect(server.calls).toEqual([]);
  });

  it('sends the payload with the phone in international format, then opens the chat and keeps the guest', async () => {
    const { actor, server, storage, realtime, answer, push } = startChat();
    await push({ type: 'socket.connected' });
    actor.send({ type: 'guest.startConversation' });
    actor.send({ type: 'guest.submitConversation', form: validForm });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(server.calls[0]?.args[0]).toEqual({
      clientName: 'Ana',
      clientEmail: 'ana@example.com',
      clientPhoneNumber: '+5551234567',
      userAgent: 'PC',
      ip: '203.0.113.9',
    });
    await answer('newOnlineGuest');
    expect(actor.getSnapshot().matches({ screen: 'openChat' })).toBe(true);
    expect(JSON.parse(storage.data.get('onlineGuest') ?? 'null')).toEqual({ hash: 'guest-1', clientName: 'Ana' });
    expect(realtime.watched).toBe('guest-1');
    expect(realtime.reports).toEqual([{ hash: 'guest-1', venueId: 'venue-1', status: 'online' }]);
  });

  it('stays on the form, silently, when the call does not succeed', async () => {
    const { actor, storage, answer } = startChat();
    actor.send({ type: 'guest.startConversation' });
    actor.send({ type: 'guest.submitConversation', form: validForm });
    await answer('newOnlineGuest', 'server-error');
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ screen: { default: 'newConversation' } })).toBe(true);
    expect(snapshot.context.form).toEqual({ error: false, incorrectPhone: false, fieldErrors: [] });
    expect(snapshot.hasTag('error')).toBe(false);
    expect(storage.data.has('onlineGuest')).toBe(false);
  });
});

describe('chat machine: restoring a stored guest', () => {
  const stored = { onlineGuest: JSON.stringify({ hash: 'h-7', clientName: 'Bo' }) };

  it('opens the chat with the history when it loads, e-mail replies from the venue domain counted as the venue', async () => {
    const { actor, server } = startChat(stored);
    expect(actor.getSnapshot().matches({ screen: 'restoring' })).toBe(true);
    expect(server.calls[0]?.args).toEqual(['h-7']);
    server.settleNext({
      result: {
        ok: true,
        value: [
          { type: 'text', message: 'Hello', from: 'guest', _id: 'a' },
          { body_text: 'We open at 9', from: 'Staff <staff@CLUB.example>', _id: 'b' },
          { body_text: 'Forwarded', from: { address: 'someone@else.example' }, _id: 'c' },
        ],
      },
    });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ screen: 'openChat' })).toBe(true);
    expect(snapshot.context.messages.map((m) => [m.from, m.message])).toEqual([
      ['guest', 'Hello'],
      ['venue', 'We open at 9'],
      ['guest', 'Forwarded'],
    ]);
  });

  it('stays on the default screen when the history does not load, keeping the stored guest', async () => {
    const { actor, storage, answer } = startChat(stored);
    await answer('history', 'rejected');
    expect(actor.getSnapshot().matches({ screen: { default: 'intro' } })).toBe(true);
    expect(actor.getSnapshot().context.guest).toBeNull();
    expect(storage.data.has('onlineGuest')).toBe(true);
  });

  it('ignores a corrupt stored guest', () => {
    const { actor, server } = startChat({ onlineGuest: '{"hash":' });
    expect(actor.getSnapshot().matches({ screen: { default: 'intro' } })).toBe(true);
    expect(server.calls).toEqual([]);
  });
});

describe('chat machine: messages', () => {
  it('sends text, emoji, a file with or without text, and audio, in order, ignoring empty text', async () => {
    const { actor, server, answer } = await openChat();
    actor.send({ type: 'guest.sendText', text: '   ' });
    actor.send({ type: 'guest.sendText', text: ' Hi there ' });
    actor.send({ type: 'guest.sendEmoji', emoji: '🎉' });
    actor.send({ type: 'guest.sendFile', file: { name: 'id.png', mimeType: 'image/png', data: 'blob' } });
    actor.send({ type: 'guest.sendFile', file: { name: 'menu.pdf', mimeType: 'application/pdf', data: 'blob' }, text: 'see this' });
    actor.send({ type: 'guest.sendAudio', audio: { data: 'wav', duration: 4 }, transcript: 'hello' });
    for (let i = 0; i < 5; i++) await answer('sendMessage');
    const sent = server.calls.filter((c) => c.method === 'sendMessage').map((c) => c.args[0] as OutgoingMessage);
    expect(sent.map((m) => [m.clientId, m.type, m.message, m.hash])).toEqual([
      ['c-1', 'text', 'Hi there', 'guest-1'],
      ['c-2', 'emoji', '🎉', 'guest-1'],
      ['c-3', 'file', '', 'guest-1'],
      ['c-4', 'file', 'see this', 'guest-1'],
      ['c-5', 'audio', 'hello', 'guest-1'],
    ]);
    expect(sent[4]).toMatchObject({ audio: { duration: 4 } });
    expect(actor.getSnapshot().context.messages.map((m) => m.delivery)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    expect(actor.getSnapshot().context.outbox).toEqual([]);
  });

  it('queues messages while disconnected and delivers them once, in order, after reconnecting', async () => {
    const { actor, server, answer, push } = await openChat();
    await push({ type: 'socket.disconnected' });
    actor.send({ type: 'guest.sendText', text: 'one' });
    actor.send({ type: 'guest.sendText', text: 'two' });
    await settle();
    expect(server.pendingMethods).toEqual([]);
    expect(actor.getSnapshot().context.messages.map((m) => m.delivery)).toEqual(['queued', 'queued']);
    await push({ type: 'socket.connected' });
    // The history comes first, so nothing the server already has is sent again.
    expect(server.pendingMethods).toEqual(['history']);
    await answer('history');
    await answer('sendMessage');
    await answer('sendMessage');
    expect(sentIds(server)).toEqual(['c-1', 'c-2']);
    expect(server.stored.map((m) => m.message)).toEqual(['one', 'two']);
    expect(actor.getSnapshot().context.messages.map((m) => [m.message, m.delivery])).toEqual([
      ['one', 'sent'],
      ['two', 'sent'],
    ]);
  });

  it('resends a message whose answer was lost with the same client id, and the server keeps one copy', async () => {
    const { actor, server, answer, push } = await openChat();
    actor.send({ type: 'guest.sendText', text: 'are you open?' });
    await answer('sendMessage', 'network');
    expect(actor.getSnapshot().matches({ screen: { openChat: { delivery: 'paused' } } })).toBe(true);
    await push({ type: 'socket.disconnected' }, { type: 'socket.connected' });
    // The reloaded history shows the server has it already: no resend is needed.
    await answer('history');
    expect(actor.getSnapshot().context.outbox).toEqual([]);
    expect(sentIds(server)).toEqual(['c-1']);
    expect(actor.getSnapshot().context.messages.map((m) => [m.message, m.delivery])).toEqual([['are you open?', 'sent']]);
  });

  it('retries the oldest waiting message first when the guest sends a new one', async () => {
    const { actor, server, answer } = await openChat();
    actor.send({ type: 'guest.sendText', text: 'first' });
    await answer('sendMessage', 'network');
    actor.send({ type: 'guest.sendText', text: 'second' });
    await answer('sendMessage');
    await answer('sendMessage');
    expect(sentIds(server)).toEqual(['c-1', 'c-1', 'c-2']);
    expect(server.stored.map((m) => m.clientId)).toEqual(['c-1', 'c-2']);
  });

  it('marks a message the server refused and does nothing else', async () => {
    const { actor, server, answer } = await openChat();
    actor.send({ type: 'guest.sendText', text: 'x' });
    await answer('sendMessage', 'rejected');
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.messages.map((m) => m.delivery)).toEqual(['not-delivered']);
    expect(snapshot.context.outbox).toEqual([]);
    expect(snapshot.hasTag('error')).toBe(false);
    expect(server.pendingMethods).toEqual([]);
  });

  it('appends venue replies, shows the typing indicator meanwhile, and merges the reloaded history without duplicates', async () => {
    const { actor, server, answer, push } = await openChat();
    actor.send({ type: 'guest.sendText', text: 'table for 4?' });
    await answer('sendMessage');
    await push({ type: 'socket.reply', message: { type: 'typing', from: 'venue' } });
    expect(actor.getSnapshot().context.venueTyping).toBe(true);
    const reply = { _id: 'r-1', type: 'text' as const, message: 'Sure', from: 'venue' as const, suggestions: ['Book now'] };
    server.venueReplies.push(reply);
    await push({ type: 'socket.reply', message: reply });
    expect(actor.getSnapshot().context.venueTyping).toBe(false);
    await push({ type: 'socket.disconnected' }, { type: 'socket.connected' });
    await answer('history');
    const messages = actor.getSnapshot().context.messages;
    expect(messages.map((m) => [m.from, m.message])).toEqual([
      ['guest', 'table for 4?'],
      ['venue', 'Sure'],
    ]);
    expect(messages[1]?.suggestions).toEqual(['Book now']);
  });

  it('hides the typing indicator when the venue stays quiet for 30 seconds after its last typing signal', async () => {
    vi.useFakeTimers();
    try {
      const { actor, push } = await openChat();
      await push({ type: 'socket.reply', message: { type: 'typing', from: 'venue' } });
      vi.advanceTimersByTime(venueTypingTimeoutMs - 1_000);
      // A new signal starts the wait again.
      await push({ type: 'socket.reply', message: { type: 'typing', from: 'venue' } });
      vi.advanceTimersByTime(venueTypingTimeoutMs - 1_000);
      expect(actor.getSnapshot().context.venueTyping).toBe(true);
      vi.advanceTimersByTime(1_000);
      expect(actor.getSnapshot().context.venueTyping).toBe(false);
      expect(actor.getSnapshot().context.messages).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets the guest when the venue deletes it: default screen, no messages, storage cleared', async () => {
    const { actor, storage, realtime, push } = await openChat();
    actor.send({ type: 'guest.sendText', text: 'bye' });
    await push({ type: 'socket.deleteGuest' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ screen: { default: 'intro' } })).toBe(true);
    expect(snapshot.context.messages).toEqual([]);
    expect(snapshot.context.outbox).toEqual([]);
    expect(snapshot.context.guest).toBeNull();
    expect(storage.data.has('onlineGuest')).toBe(false);
    expect(realtime.watched).toBeNull();
  });

  it('reports the guest offline when the page closes, and nothing without a guest', async () => {
    const lonely = startChat();
    lonely.actor.send({ type: 'page.closing' });
    expect(lonely.realtime.reports).toEqual([]);
    const { actor, realtime } = await openChat();
    actor.send({ type: 'page.closing' });
    expect(realtime.reports.at(-1)).toEqual({ hash: 'guest-1', venueId: 'venue-1', status: 'offline' });
  });

  it('announces the guest online again after a reconnect', async () => {
    const { realtime, push } = await openChat();
    await push({ type: 'socket.disconnected' }, { type: 'socket.connected' });
    expect(realtime.reports.filter((r) => r.status === 'online')).toHaveLength(2);
  });
});

describe('chat machine: rating', () => {
  it('shows the rating once it is accepted', async () => {
    const { actor, server, answer } = await openChat();
    actor.send({ type: 'guest.rate', rate: 4 });
    await answer('rate');
    actor.send({ type: 'guest.rate', rate: 2 });
    await answer('rate');
    expect(server.ratings).toEqual([4, 2]);
    expect(actor.getSnapshot().context.messages.map((m) => [m.type, m.rate])).toEqual([
      ['rate', 4],
      ['rate', 2],
    ]);
  });

  it('shows nothing when the rating call fails, and ignores a rating outside 1 to 5', async () => {
    const { actor, server, answer } = await openChat();
    actor.send({ type: 'guest.rate', rate: 9 });
    expect(server.pendingMethods).toEqual([]);
    actor.send({ type: 'guest.rate', rate: 5 });
    await answer('rate', 'server-error');
    expect(actor.getSnapshot().context.messages).toEqual([]);
  });
});

describe('chat machine: effects', () => {
  it('fails loudly when the real-time actor is not provided', () => {
    const actor = createActor(chatMachine, {
      input: { ...settings, storedGuest: null, webSupport: true },
    });
    let failure: unknown = null;
    actor.subscribe({ error: (e) => (failure = e) });
    actor.start();
    expect(String(failure)).toMatch(/realtime not provided/);
  });

  it('fails loudly when the phone rules are not provided', () => {
    const actor = createActor(chatMachine.provide({ actors: { realtime: fromCallback(() => undefined) } }), {
      input: { ...settings, storedGuest: null, webSupport: true },
    });
    let failure: unknown = null;
    actor.subscribe({ error: (e) => (failure = e) });
    actor.start();
    actor.send({ type: 'guest.startConversation' });
    actor.send({ type: 'guest.submitConversation', form: validForm });
    expect(String(failure)).toContain('chat: action readPhone not provided');
  });

  it('keeps a snapshot of plain data that restores: the conversation, the outbox and what the phone rules said', async () => {
    const { machine, actor, push } = await openChat();
    await push({ type: 'socket.disconnected' });
    actor.send({ type: 'guest.sendText', text: 'Table for four?' });
    expect(actor.getSnapshot().context.outbox).toHaveLength(1);
    expect(actor.getSnapshot().context.phoneReading).toEqual({ raw: validForm.phone, valid: true, international: '+5551234567' });
    expectRestorableSnapshot(machine, actor);
  });

  it('closes the real-time connection when the chat stops', async () => {
    const { actor, realtime } = await openChat();
    actor.stop();
    expect(realtime.closed).toBe(true);
  });
});
