// The shared phone field reads a number the same way however the guest reaches it
// (docs/product.md#form-rules): typed after Tab, typed after a click, pasted or autofilled, 2015550177
// is the default country's (US) +12015550177 in what the venue receives. Its country flags come from
// the site itself, never from another site.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './page-checks';

const entries = ['Tab', 'click', 'paste', 'autofill'] as const;
type Entry = (typeof entries)[number];

async function enterPhone(page: Page, before: Locator, phone: Locator, how: Entry, digits: string): Promise<void> {
  if (how === 'autofill') return phone.fill(digits);
  if (how === 'click') await phone.click();
  else {
    // By keyboard from the field before: the country select, then the number.
    await before.focus();
    for (let i = 0; i < 4 && !(await phone.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(phone).toBeFocused();
  }
  if (how === 'paste') {
    await page.evaluate((text) => navigator.clipboard.writeText(text), digits);
    await page.keyboard.press('ControlOrMeta+V');
  } else await page.keyboard.type(digits, { delay: 30 });
}

async function openMailingList(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Join our rewards list' }).click();
  return page.getByRole('dialog', { name: 'Join our rewards list' });
}

for (const how of entries) {
  test(`mailing list: 2015550177 entered by ${how} reaches the venue as +12015550177`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const dialog = await openMailingList(page);
    await dialog.getByLabel('Name').fill('Alex Rivera');
    const email = dialog.getByLabel('Email');
    await email.fill('alex.rivera@example.com');
    const phone = dialog.getByLabel('Phone Number');
    await enterPhone(page, email, phone, how, '2015550177');
    await expect(dialog.getByRole('combobox', { name: 'Phone country' })).toHaveValue('US');
    const signup = page.waitForRequest((req) => req.method() === 'POST' && /\/venue-api\/new-mailing-list$/.test(req.url()));
    await dialog.getByRole('button', { name: 'Sign me up' }).click();
    expect((await signup).postDataJSON()).toMatchObject({ clientPhoneNumber: '+12015550177' });
    await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
  });
}

test('a number with its own + keeps its country, and every flag is served by the site', async ({ page, baseURL }) => {
  const site = new URL(baseURL ?? '').origin;
  const outside: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).origin !== site) outside.push(req.url());
  });
  const dialog = await openMailingList(page);
  const phone = dialog.getByLabel('Phone Number');
  await phone.click();
  await page.keyboard.type('+44 20 7946 0958');
  await expect(dialog.getByRole('combobox', { name: 'Phone country' })).toHaveValue('GB');
  const flag = dialog.locator('.PhoneInputCountryIcon img');
  await expect(flag).toHaveAttribute('src', '/flags/GB.svg');
  // The flag loads: the image is decoded, not broken.
  await expect.poll(() => flag.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(outside).toEqual([]);
});

test('chat: 2015550177 typed after Tab starts the conversation with +12015550177', async ({ page }) => {
  // The new conversation goes over HTTP or the socket: whatever carries the phone number is kept.
  const sent: string[] = [];
  page.on('request', (req) => sent.push(req.postData() ?? ''));
  page.on('websocket', (ws) => ws.on('framesent', (frame) => sent.push(String(frame.payload))));
  await page.goto('/faq');
  await hydrated(page);
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.locator('#chat-panel');
  await panel.getByRole('button', { name: 'Start a conversation' }).click();
  await panel.getByLabel('Name').fill('Tab Guest');
  const email = panel.getByLabel('Email');
  await email.fill('tab.guest@example.com');
  await enterPhone(page, email, panel.getByRole('textbox', { name: 'Phone', exact: true }), 'Tab', '2015550177');
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await expect(panel.getByRole('log', { name: 'Messages' })).toBeVisible();
  const phones = sent.flatMap((text) => [...text.matchAll(/"clientPhoneNumber":"([^"]*)"/g)].map((m) => m[1]));
  expect(phones.length).toBeGreaterThan(0);
  expect(new Set(phones)).toEqual(new Set(['+12015550177']));
});
