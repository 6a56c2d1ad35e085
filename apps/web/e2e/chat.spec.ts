// The support chat widget (docs/product.md#support-chat), a guest on the site and staff on the staff page: a conversation
// with the bot's answer and quick replies, staff typing and replying live, a rating, then a picture and a voice note
// sent and played back and a too-large file refused before any upload. Axe on every screen, 320 px, no console problem.
import { expect, test } from '@playwright/test';
import {
  chatPanel,
  messageLog,
  openChat,
  sendText,
  staffPage,
  staffReply,
  staffTyping,
  startConversation,
  storedHistory,
} from './chat-steps';
import { expectChatPanelClear } from './launcher-clearance';
import { consoleProblems, expectFitsWidth } from './page-checks';
import { onApiHost } from './servers';
import { expectAccessible } from './support';

// A 1x1 PNG: the backend checks the bytes of every upload.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test(
  'a guest asks, the bot answers with quick replies, staff type and reply live, and the guest rates the service',
  { tag: '@phone-layout' },
  async ({ page, browser, baseURL, request }) => {
    const problems = consoleProblems(page);
    // From a flow page: on a phone its launcher sits in the header, and the panel opens whole below it
    // (docs/decisions.md#nothing-under-the-chat-launcher).
    await openChat(page, '/contact');
    await expectChatPanelClear(page);
    const panel = chatPanel(page);
    await expect(panel.getByRole('link', { name: 'Venue Knowledge Base' })).toHaveAttribute('href', '/faq');
    await expect(panel.getByText('Questions about tickets')).toBeVisible();
    await expectAccessible(page);

    await panel.getByRole('button', { name: 'People' }).click();
    await expect(panel.getByRole('list', { name: 'People in this conversation' })).toBeVisible();
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'People' }).click();

    // The form: the header's intro is hidden, and a refused submit names and focuses the first invalid field.
    await panel.getByRole('button', { name: 'Start a conversation' }).click();
    await expect(panel.getByText('Questions about tickets')).toHaveCount(0);
    await expect(panel.getByLabel('Name')).toBeVisible();
    await panel.getByRole('button', { name: 'Start chat' }).click();
    await expect(panel.getByRole('alert').filter({ hasText: 'Please complete "Name" field.' })).toBeVisible();
    await expect(panel.getByLabel('Name')).toBeFocused();
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Back' }).click();

    const hash = await startConversation(page, 'Rhea Guest');
    await expectAccessible(page);

    // The bot answers from the FAQ with suggestions; tapping one asks it.
    await sendText(page, 'Is there a dress code?');
    await expect(messageLog(page).getByText(/Smart casual/)).toBeVisible();
    const quickReplies = panel.getByRole('group', { name: 'Suggested questions' }).getByRole('button');
    await expect(quickReplies.first()).toBeVisible();
    const suggestion = (await quickReplies.first().textContent()) ?? '';
    await quickReplies.first().click();
    await expect(messageLog(page).getByText(suggestion, { exact: true })).toBeVisible();
    await expect.poll(async () => (await storedHistory(request, hash)).filter((m) => m.from === 'venue').length).toBe(2);
    await expect(messageLog(page).locator('li')).toHaveCount(4);
    // Asked where their tickets are, the bot points to the site's own Find my orders page: a link, opened in place.
    await sendText(page, 'Where is my ticket?');
    await expect(messageLog(page).getByRole('link', { name: '/my-orders', exact: true }).first()).toHaveAttribute('href', '/my-orders');

    // Staff type (the guest sees it at once), then reply: it arrives without a reload, its link cut to 50 characters.
    const staff = await staffPage(browser, baseURL ?? '');
    await staffTyping(staff, hash);
    await expect(panel.getByRole('status').filter({ hasText: 'The venue is typing…' })).toBeVisible();
    const link = `https://velvet-room.example/guest-list/${'friday-night-'.repeat(4)}`;
    await staffReply(staff, hash, `You are on the list: ${link}`);
    await expect(messageLog(page).getByRole('link', { name: link.slice(0, 50), exact: true })).toHaveAttribute('href', link);
    await expect(panel.getByText('The venue is typing…')).toHaveCount(0);
    await expectAccessible(page);

    // Rating: 3 or more is good, below 3 bad.
    await panel.getByRole('button', { name: 'Rate 4 out of 5' }).click();
    await expect(messageLog(page).getByText('You rated our service as good.')).toBeVisible();
    await panel.getByRole('button', { name: 'Rate 2 out of 5' }).click();
    await expect(messageLog(page).getByText('You rated our service as bad.')).toBeVisible();
    await expect
      .poll(async () => (await storedHistory(request, hash)).filter((m) => m.type === 'rate').map((m) => [m.rate, m.message]))
      .toEqual([
        [4, 'You rated our service as good.'],
        [2, 'You rated our service as bad.'],
      ]);

    const stored = await storedHistory(request, hash);
    expect(stored.filter((m) => m.from === 'guest' && m.type === 'text').map((m) => m.message)).toEqual([
      'Is there a dress code?',
      suggestion,
      'Where is my ticket?',
    ]);
    expect(stored.filter((m) => m.type === 'typing')).toEqual([]);

    await expectFitsWidth(page, 320);
    await expectAccessible(page);
    // Closing gives the focus back to the launcher.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();
    await staff.context().close();
    expect(problems).toEqual([]);
  },
);

test('a picture and a voice note are sent and played back; a too-large file is refused before any upload', async ({ page, request }) => {
  // Chromium's speech recognition needs Google's servers; without it the recording has no transcript, as in other browsers.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'webkitSpeechRecognition', { value: undefined });
    Object.defineProperty(window, 'SpeechRecognition', { value: undefined });
  });
  const problems = consoleProblems(page);
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/onlineGuest/newMessage')) uploads.push(r.headers()['content-type'] ?? '');
  });
  await openChat(page, '/faq?ref=insta&PID=p7');
  const hash = await startConversation(page, 'Milo Pictures');
  const panel = chatPanel(page);
  const fileInput = panel.locator('input[type="file"]');

  await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(panel.getByRole('alert').filter({ hasText: 'This file is larger than 10 MB and cannot be sent.' })).toBeVisible();
  await expect(panel.getByText('Attached:')).toHaveCount(0);
  await expectAccessible(page);

  await fileInput.setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png });
  await expect(panel.getByText('Attached: dot.png')).toBeVisible();
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(messageLog(page).getByRole('img', { name: 'Picture: dot.png' })).toBeVisible();

  await panel.getByRole('button', { name: 'Record a voice message' }).click();
  const voice = panel.getByRole('group', { name: 'Voice message' });
  await expect(voice.getByText('Recording…')).toBeVisible();
  await voice.getByRole('button', { name: 'Pause' }).click();
  await expect(voice.getByText('Paused')).toBeVisible();
  await voice.getByRole('button', { name: 'Resume' }).click();
  await expect(voice.getByText('Recording…')).toBeVisible();
  await expectAccessible(page);
  await voice.getByRole('button', { name: 'Stop and send' }).click();
  const play = messageLog(page).getByRole('button', { name: 'Play voice message' });
  await expect(play).toBeVisible();
  await play.click();
  await expect
    .poll(() => page.evaluate(() => document.querySelector<HTMLAudioElement>('#chat-panel audio')?.currentTime ?? 0))
    .toBeGreaterThan(0);

  await expect.poll(async () => (await storedHistory(request, hash)).map((m) => m.type)).toEqual(['file', 'audio']);
  const [file, audio] = await storedHistory(request, hash);
  expect(file?.meta).toMatchObject({ fileName: 'dot.png', fileType: 'image/png' });
  expect(audio?.duration).toBeGreaterThan(0);
  const recording = await request.get(onApiHost(audio?.audio ?? ''));
  expect(recording.headers()['content-type']).toBe('audio/wav');
  // Both uploads went as multipart, never the refused one. (The browser does not show a test a multipart body;
  // that ref and PID go in it is proved by packages/adapters/src/http/venue-http-client.test.ts.)
  expect(uploads).toHaveLength(2);
  expect(uploads.every((type) => type.startsWith('multipart/form-data'))).toBe(true);

  // A reload restores the conversation, with the backend's picture and recording.
  await page.reload();
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(messageLog(page).getByRole('img', { name: 'Picture: dot.png' })).toHaveAttribute(
    'src',
    onApiHost(file?.meta?.fileUrl ?? ''),
  );
  await expect(messageLog(page).getByRole('button', { name: 'Play voice message' })).toBeVisible();
  await expectAccessible(page);
  // The recorder uses ScriptProcessor on purpose (the product's 4096-sample buffer, docs/decisions.md#voice-recording-recording-packagesadaptersrcrecording);
  // Chromium warns about it once per page, sometimes.
  expect(problems.filter((p) => !p.includes('ScriptProcessorNode is deprecated'))).toEqual([]);
});
