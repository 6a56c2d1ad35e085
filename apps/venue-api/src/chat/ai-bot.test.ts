// The AI answerer against a real HTTP server speaking the chat-completions wire format on 127.0.0.1,
// with the demo venue's facts from a seeded database.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAiServer, type FakeAiServer } from '../testing/fake-ai-server';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_TODAY, type TestApi } from '../testing/test-api';
import { aiBot, type AiFallbackReason } from './ai-bot';
import { HANDOVER_WORD } from './ai-prompt';
import { botTexts } from './bot-texts';
import { builtInAnswer, builtInBot } from './built-in-bot';
import { gatherVenueFacts } from './venue-facts';
import { BOT_MESSAGE_MAX_LENGTH, type BotQuestion } from './venue-bot.port';

let api: TestApi;
let server: FakeAiServer;
let question: BotQuestion;
let reasons: AiFallbackReason[];

// Long enough for a loaded machine to answer locally; the "never" test waits it out once.
const TIMEOUT_MS = 2_000;
const bot = () =>
  aiBot({
    settings: { baseUrl: server.baseUrl, model: 'venue-test-model', apiKey: 'sk-test-key', timeoutMs: TIMEOUT_MS },
    fallback: builtInBot,
    onFallback: (reason) => reasons.push(reason),
  });

beforeAll(async () => {
  [api, server] = await Promise.all([startTestApi(), startFakeAiServer()]);
  question = {
    facts: await gatherVenueFacts(api.db, TEST_TODAY, 'online'),
    history: [
      { from: 'guest', text: 'Hi!' },
      { from: 'venue', text: botTexts.greeting('Ada') },
    ],
    text: 'When do you open on Friday?',
    guestName: 'Ada Lovelace',
  };
}, DB_START_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await api.db.close();
});

beforeEach(() => {
  server.requests.splice(0);
  reasons = [];
});

const builtIn = () => builtInAnswer(question);

describe('the OpenAI-compatible bot', () => {
  it("answers with the service's text and the built-in suggestions", async () => {
    server.behave({ kind: 'answer', content: 'We open at 9 PM on Friday and close at 4 AM.' });
    const reply = await bot().answer(question);
    expect(reply).toEqual({
      message: 'We open at 9 PM on Friday and close at 4 AM.',
      suggestions: builtIn().suggestions,
      needsStaff: false,
      source: 'ai',
    });
    expect(reasons).toEqual([]);
  });

  it('sends the model, the bearer key, the venue facts and the conversation', async () => {
    server.behave({ kind: 'answer', content: 'Sure.' });
    await bot().answer(question);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions', authorization: 'Bearer sk-test-key' });
    const body = request?.body as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe('venue-test-model');
    const [system, ...rest] = body.messages;
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Friday: 9:00 PM to 4:00 AM');
    expect(system?.content).toContain('214 Mercer Lane, Brooklyn, NY 11211');
    expect(system?.content).toContain('Deep Nights with DJ Nova');
    expect(system?.content).toContain('minimum spend $150 per guest');
    expect(system?.content).toContain('What is the minimum age?');
    expect(system?.content).toMatch(/Never say or suggest that you did/);
    // What the built-in bot says of a guest's own reservation and tickets, and that no order is ever looked up.
    expect(system?.content).toContain(botTexts.changeReservation);
    expect(system?.content).toContain(botTexts.cancelReservation(question.facts));
    expect(system?.content).toContain(botTexts.myTickets);
    expect(system?.content).toMatch(/You cannot see any guest's orders/);
    expect(system?.content).toMatch(/^Tonight:\nOn Saturday we are open from /m);
    expect(rest).toEqual([
      { role: 'user', content: 'Hi!' },
      { role: 'assistant', content: botTexts.greeting('Ada') },
      { role: 'user', content: 'When do you open on Friday?' },
    ]);
  });

  it('falls back to the built-in answer when the service never answers', async () => {
    server.behave({ kind: 'never' });
    const reply = await bot().answer(question);
    expect(reply).toEqual(builtIn());
    expect(reply.message).toMatch(/^On Friday we are open from 9:00 PM to 4:00 AM\./);
    expect(reasons).toEqual([{ kind: 'timeout' }]);
  });

  it('falls back on an error status', async () => {
    server.behave({ kind: 'status', status: 503 });
    expect(await bot().answer(question)).toEqual(builtIn());
    expect(reasons).toEqual([{ kind: 'status', status: 503 }]);
  });

  it.each([
    ['not JSON', 'Internal error <html>'],
    ['no choices', JSON.stringify({ choices: [] })],
    ['no content', JSON.stringify({ choices: [{ message: { role: 'assistant' } }] })],
    ['empty content', JSON.stringify({ choices: [{ message: { role: 'assistant', content: '   ' } }] })],
    ['a number for content', JSON.stringify({ choices: [{ message: { content: 42 } }] })],
  ])('falls back on a malformed body (%s)', async (_, body) => {
    server.behave({ kind: 'raw', body });
    expect(await bot().answer(question)).toEqual(builtIn());
    expect(reasons).toMatchObject([{ kind: 'malformed' }]);
  });

  it('falls back when the service cannot be reached', async () => {
    const unreachable = aiBot({
      settings: { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', apiKey: 'k', timeoutMs: TIMEOUT_MS },
      fallback: builtInBot,
      onFallback: (reason) => reasons.push(reason),
    });
    expect(await unreachable.answer(question)).toEqual(builtIn());
    expect(reasons[0]?.kind).toMatch(/network|timeout/);
  });

  it('replaces an answer that claims a booking or a payment with the built-in answer', async () => {
    server.behave({ kind: 'answer', content: "Done! I've booked you a table for Friday at 10 PM." });
    expect(await bot().answer(question)).toEqual(builtIn());
    expect(reasons).toEqual([{ kind: 'claim' }]);
  });

  it('hands over when the service says it cannot answer', async () => {
    server.behave({ kind: 'answer', content: `${HANDOVER_WORD}. The facts do not say.` });
    expect(await bot().answer(question)).toMatchObject({ message: botTexts.handover, needsStaff: true });
  });

  it('cuts a long answer to the bound', async () => {
    server.behave({ kind: 'answer', content: 'Dance all night. '.repeat(500) });
    const reply = await bot().answer(question);
    expect(reply.source).toBe('ai');
    expect(reply.message.length).toBeLessThanOrEqual(BOT_MESSAGE_MAX_LENGTH);
    expect(reply.message.endsWith('…')).toBe(true);
  });
});
