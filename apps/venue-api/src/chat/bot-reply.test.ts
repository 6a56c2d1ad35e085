// A guest's text through the real route: the bot's reply is stored (as the bot's) and emitted to the
// guest's room, with the built-in bot and with the AI bot against a local chat-completions server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatHistoryResponse, NewOnlineGuestResponse } from '@venue/core/chat/chat-api.schema';
import { decodeWith } from '@venue/core/shared/decode';
import { createApp } from '../http/app';
import { listConversations } from '../store/chat.store';
import { venueDayOf } from '@venue/core/shared/time-zone';
import { listEvents, listTicketTypes } from '../store/events.store';
import { orderTestClient } from '../testing/order-test-client';
import { startFakeAiServer, type FakeAiServer } from '../testing/fake-ai-server';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_TODAY, type TestApi } from '../testing/test-api';
import { aiBot } from './ai-bot';
import { botTexts } from './bot-texts';
import { builtInBot } from './built-in-bot';
import { weekDayOf } from './venue-facts-text';

let api: TestApi;
let server: FakeAiServer;
let token: string;
const venueId = 'velvet-room';
const AI_TIMEOUT_MS = 3_000;

beforeAll(async () => {
  [api, server] = await Promise.all([startTestApi(), startFakeAiServer()]);
  token = await api.signIn();
}, DB_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  await api.db.close();
});
beforeEach(() => api.realtime.clear());

const aiApp = () =>
  createApp({
    api: {
      ...api.context(),
      bot: aiBot({ settings: { baseUrl: server.baseUrl, model: 'm', apiKey: 'k', timeoutMs: AI_TIMEOUT_MS }, fallback: builtInBot }),
    },
  });

function decoded<S extends Parameters<typeof decodeWith>[0]>(schema: S, body: unknown): S['Type'] {
  const result = decodeWith(schema, 'test')(body);
  if (!result.ok) throw new Error(`${result.error.path}: ${result.error.message}`);
  return result.value;
}

const post = async (app: ReturnType<typeof createApp>, path: string, body: unknown): Promise<Response> =>
  app.request(`/venue-api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function newGuest(name = 'Ada Lovelace', clientEmail = 'ada@example.com'): Promise<string> {
  const res = await post(api.app(), 'api/onlineGuest/newOnlineGuest', {
    clientName: name,
    clientEmail,
    clientPhoneNumber: '+1 212 555 0123',
    userAgent: 'PC',
    ip: null,
  });
  return decoded(NewOnlineGuestResponse, await res.json()).data.onlineGuest.hash;
}

async function history(hash: string) {
  const res = await api.get(`api/onlineGuest/message/${hash}/website`);
  return decoded(ChatHistoryResponse, await res.json()).data;
}

describe("the bot's reply to a guest's message", () => {
  it('stores the built-in answer as the bot and emits it to the guest room', async () => {
    const hash = await newGuest();
    expect(
      (await post(api.app(), 'api/onlineGuest/newMessage', { hash, type: 'text', message: 'When do you open on Friday?' })).status,
    ).toBe(200);
    expect(api.realtime.emitted).toEqual([
      {
        event: `newWebSupportReply.${venueId}-${hash}`,
        room: `guest:${hash}`,
        payload: expect.objectContaining({
          type: 'text',
          from: 'venue',
          hash,
          message: expect.stringMatching(/^On Friday we are open from 9:00 PM to 4:00 AM\./),
          meta: { author: 'bot' },
          suggestions: expect.arrayContaining(['What are your opening hours?']),
        }),
      },
    ]);
    const stored = await history(hash);
    expect(stored).toHaveLength(2);
    expect(stored[1]).toEqual(api.realtime.emitted[0]?.payload);
  });

  it("stores and emits the AI's answer, sent with the conversation so far", async () => {
    const hash = await newGuest();
    server.behave({ kind: 'answer', content: 'Hello Ada, what can I do for you?' });
    await post(aiApp(), 'api/onlineGuest/newMessage', { hash, type: 'text', message: 'hi' });
    server.behave({ kind: 'answer', content: 'Deep Nights with DJ Nova is on tonight from 10 PM.' });
    await post(aiApp(), 'api/onlineGuest/newMessage', { hash, type: 'text', message: "what's on tonight?" });

    const messages = (server.requests.at(-1)?.body as { messages: { role: string; content: string }[] }).messages;
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Hello Ada, what can I do for you?' },
      { role: 'user', content: "what's on tonight?" },
    ]);
    expect(api.realtime.payloadsOf(`newWebSupportReply.${venueId}-${hash}`)).toEqual([
      expect.objectContaining({ message: 'Hello Ada, what can I do for you?', meta: { author: 'bot' } }),
      expect.objectContaining({ message: 'Deep Nights with DJ Nova is on tonight from 10 PM.', meta: { author: 'bot' } }),
    ]);
    expect((await history(hash)).map((m) => ('message' in m ? m.message : ''))).toEqual([
      'hi',
      'Hello Ada, what can I do for you?',
      "what's on tonight?",
      'Deep Nights with DJ Nova is on tonight from 10 PM.',
    ]);
  });

  it('keeps the database free while the AI thinks, then answers with the built-in bot when it never does', async () => {
    const hash = await newGuest();
    server.behave({ kind: 'never' });
    let replied = false;
    const sending = post(aiApp(), 'api/onlineGuest/newMessage', { hash, type: 'text', message: 'What are your hours?' }).then((res) => {
      replied = true;
      return res;
    });
    // The guest's message is committed and other work goes on while the AI request hangs.
    await expect.poll(() => server.requests.length > 0 && history(hash).then((h) => h.length), { timeout: AI_TIMEOUT_MS / 2 }).toBe(1);
    expect(replied).toBe(false);
    expect((await sending).status).toBe(200);
    expect(api.realtime.payloadsOf(`newWebSupportReply.${venueId}-${hash}`)).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^Our opening hours:\nMonday: closed/) }),
    ]);
  });

  it('hands over once, and the staff list shows waiting conversations first, then the newest', async () => {
    const older = await newGuest('Older Calm');
    api.clock.now = new Date(api.clock.now.getTime() + 60_000);
    const waiting = await newGuest('Needs Help');
    await post(api.app(), 'api/onlineGuest/newMessage', { hash: waiting, type: 'text', message: 'Can you recommend a dentist nearby?' });
    await post(api.app(), 'api/onlineGuest/newMessage', { hash: waiting, type: 'text', message: 'Anyone there to talk about my dentist?' });
    api.clock.now = new Date(api.clock.now.getTime() + 60_000);
    const newer = await newGuest('Newer Calm');
    await post(api.app(), 'api/onlineGuest/newMessage', { hash: newer, type: 'text', message: 'hello' });

    expect(api.realtime.payloadsOf(`newWebSupportReply.${venueId}-${waiting}`)).toEqual([
      expect.objectContaining({ message: botTexts.handover }),
    ]);
    const listed = (await listConversations(api.db)).filter((c) => [older, waiting, newer].includes(c.hash));
    expect(listed.map((c) => [c.hash, c.needsStaff, c.lastAuthor])).toEqual([
      [waiting, true, 'guest'],
      [newer, false, 'bot'],
      [older, false, null],
    ]);
  });

  it('never gives a guest an order: not the orders of the e-mail address the guest typed, only the way to have them mailed', async () => {
    // A paid ticket order by this address, with its codes for the door.
    const buyer = 'Chat.Buyer@example.com';
    const client = orderTestClient(api);
    const events = await listEvents(api.db, { from: TEST_TODAY });
    const ticketsOf = await Promise.all(events.map(async (e) => ({ event: e, tickets: await listTicketTypes(api.db, e._id) })));
    const onSale = ticketsOf.flatMap(({ event, tickets }) => tickets.filter((t) => !t.soldOut).map((t) => ({ event, ticket: t })))[0];
    if (!onSale) throw new Error('The demo venue has no ticket on sale');
    const created = await client.post('new-ticket-order', {
      clientName: 'Chat Buyer',
      clientEmail: buyer,
      clientPhoneNumber: '+12125550177',
      eventId: onSale.event._id,
      tickets: [{ ticketId: onSale.ticket._id, quantity: 2 }],
    });
    const { data: order } = await client.json<{ data: { orderId: string; orderSecret: string } }>(created);
    expect((await client.post('make-test-payment', { orderType: 'tickets', orderId: order.orderId })).status).toBe(200);
    const codes = await api.db.query<{ link_token: string }>('SELECT link_token FROM guest_code WHERE order_id = $1', [order.orderId]);
    expect(codes.length).toBeGreaterThan(0);

    // Someone in the chat gives that address (as the chat's own form and in the text) and asks for the tickets.
    const hash = await newGuest('Chat Buyer', buyer);
    for (const message of [`Where are my tickets? I ordered with ${buyer}`, `I lost my QR code, my email is ${buyer}`]) {
      await post(api.app(), 'api/onlineGuest/newMessage', { hash, type: 'text', message });
    }
    const replies = api.realtime.payloadsOf(`newWebSupportReply.${venueId}-${hash}`).map((p) => (p as { message: string }).message);
    expect(replies).toEqual([botTexts.myTickets, botTexts.myTickets]);
    for (const reply of replies) {
      expect(reply).toContain('/my-orders');
      for (const secret of [order.orderId, order.orderSecret, ...codes.map((c) => c.link_token)]) expect(reply).not.toContain(secret);
    }
  });

  it("reads tonight on the venue's clock: late in the evening there, when the machine's UTC day is already tomorrow", async () => {
    const [before, signedIn] = [api.clock.now, token];
    try {
      for (const instant of ['2030-06-16T01:30:00Z', '2030-06-16T15:00:00Z']) {
        api.clock.now = new Date(instant);
        // Sign-ins last an hour: a new one at the moved clock.
        token = await api.signIn();
        const venueDay = weekDayOf(venueDayOf(api.clock.now, api.context().timeZone));
        if (instant.startsWith('2030-06-16T01')) expect(venueDay).not.toBe(weekDayOf(instant.slice(0, 10)));
        const hash = await newGuest();
        await post(api.app(), 'api/onlineGuest/newMessage', { hash, type: 'text', message: 'What time do doors open?' });
        const [reply] = api.realtime.payloadsOf(`newWebSupportReply.${venueId}-${hash}`) as { message: string }[];
        expect(reply?.message).toMatch(new RegExp(`^(On ${venueDay} we are open|We are (usually )?closed on ${venueDay}s)`));
      }
    } finally {
      api.clock.now = before;
      token = signedIn;
    }
  });
});
