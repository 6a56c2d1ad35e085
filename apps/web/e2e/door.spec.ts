// The door (docs/product.md#the-door): two tickets bought and paid on the site, their codes read from the
// confirmation and shown to door devices through Chromium's fake camera (a video made from each code's QR image,
// e2e/door-video.ts). The first device admits its code, then says already in when it is shown again; the second admits with the network cut and sends the
// admission when it is back; a third device at another door, set to another time zone, sees the count rise live and
// admission times on the venue's clock. On a backend of its own, so no other test's tickets change tonight's counts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { buyTicketsOnTheSite } from './ticket-steps';
import { chromiumArgs, chromiumPath } from './chromium';
import { startCuttableProxy, type CuttableProxy } from './cuttable-proxy';
import { writeCodeVideo } from './door-video';
import { startOwnBackend, type OwnBackend } from './own-backend';
import { expectFitsWidth } from './page-checks';
import { expectAccessible } from './support';

interface IssuedCode {
  readonly code: string;
  readonly guestName: string;
  readonly night: string;
}

let backend: OwnBackend;
let codes: IssuedCode[] = [];
const browsers: Browser[] = [];

async function api<T>(path: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${backend.baseURL}/venue-api/${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': `door-${path}-${Math.random()}`,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(res.status, `${path}: ${backend.log()}`).toBe(200);
  return (await res.json()) as T;
}

const demoClient = {
  client_id: 'venue-web',
  client_secret: 'demo-secret',
  username: 'website',
  password: 'demo-password',
  grant_type: 'password',
};

/** Two General Admission tickets bought and paid through the API, as the ticket pages do; their codes as the guests get them. */
async function buyTwoTickets(): Promise<IssuedCode[]> {
  const { access_token: token } = await api<{ access_token: string }>('oauth/token', { body: demoClient });
  const order = await api<{ data: { orderId: string; orderSecret: string } }>('new-ticket-order', {
    token,
    body: {
      clientName: 'Dana Guest',
      clientEmail: 'dana@example.com',
      clientPhoneNumber: '+12125550123',
      eventId: 'event-up-1',
      tickets: [{ ticketId: 'event-up-1-ga', quantity: 2 }],
    },
  });
  const { orderId, orderSecret } = order.data;
  await api('make-test-payment', { token, body: { orderType: 'tickets', orderId } });
  return (await api<{ data: { codes: IssuedCode[] } }>(`guest-codes/order/${orderId}?secret=${orderSecret}`, { token })).data.codes;
}

/** Two General Admission tickets bought and paid through the site; their codes as the confirmation shows them. */
async function buyTwoTicketsOnTheSite(browser: Browser): Promise<IssuedCode[]> {
  const context = await browser.newContext({ baseURL: backend.baseURL });
  const page = await context.newPage();
  await buyTicketsOnTheSite(page, 'event-up-1', { 'General Admission': 2 });
  const shown = await page.locator('figure[data-code]').evaluateAll((figures) => figures.map((f) => f.getAttribute('data-code') ?? ''));
  await context.close();
  const { access_token: token } = await api<{ access_token: string }>('oauth/token', { body: demoClient });
  const night = (await api<{ data: { date: string } }>('event-info/event-up-1', { token })).data.date;
  return shown.map((code, i) => ({ code, guestName: i === 0 ? 'Dana Guest' : 'Guest 2 of Dana Guest', night }));
}

// The network cut for a door device: the browser goes offline (the page hears it, and the door then asks the API
// nothing: door-app/door-api.ts), and the proxy it reaches the backend through refuses everything meanwhile.
const proxies = new Map<BrowserContext, CuttableProxy>();
async function cutNetwork(context: BrowserContext): Promise<void> {
  proxies.get(context)!.cut();
  await context.setOffline(true);
}
async function restoreNetwork(context: BrowserContext): Promise<void> {
  proxies.get(context)!.restore();
  await context.setOffline(false);
}

/** A browser whose camera sees `code`, and a signed-in staff context in it; `timezoneId`: the device's clock, if not the machine's. */
async function doorDevice(code: string | null, timezoneId?: string): Promise<BrowserContext> {
  const proxy = await startCuttableProxy();
  const camera: string[] = [];
  if (code !== null) {
    const video = join(mkdtempSync(join(tmpdir(), 'venue-door-')), 'code.y4m');
    writeCodeVideo(video, code);
    camera.push(`--use-file-for-fake-video-capture=${video}`);
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...proxy.browserArgs, ...camera] });
  browsers.push(browser);
  const clock = timezoneId === undefined ? {} : { timezoneId, locale: 'en-US' };
  const context = await browser.newContext({ baseURL: backend.baseURL, permissions: ['camera'], ...clock });
  proxies.set(context, proxy);
  const signIn = await context.request.post('/venue-api/staff/login', { form: { password: 'demo-staff' }, maxRedirects: 0 });
  expect(signIn.status()).toBe(303);
  return context;
}

async function openDoor(context: BrowserContext, door: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/venue-api/staff/door?night=${codes[0]!.night}&door=${encodeURIComponent(door)}`);
  await expect(page.getByRole('status')).toHaveText(`Online · ${door}`);
  // The page works offline once its service worker has kept the page and script and taken charge of it:
  // a reload with no network before then has nothing to answer it (seen on a slow machine).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

const verdict = (page: Page) => page.locator('#door-verdict');

/** The venue's time zone, as general-info tells the site. */
async function venueTimeZone(): Promise<string> {
  const { access_token: token } = await api<{ access_token: string }>('oauth/token', { body: demoClient });
  return (await api<{ data: { general: { timeZone: string } } }>('general-info', { token })).data.general.timeZone;
}

/** When the night's list says `door` first let a guest in, on the clock of `zone` as an en-US device writes it. */
async function timeOfAdmission(context: BrowserContext, door: string, zone: string): Promise<string> {
  const list = await context.request.get(`/venue-api/staff/door/nights/${codes[0]!.night}`);
  const { checkIns } = (await list.json()) as { checkIns: { at: string; door: string }[] };
  const at = checkIns.find((checkIn) => checkIn.door === door)?.at ?? '';
  return new Date(at).toLocaleTimeString('en-US', { timeZone: zone, hour: '2-digit', minute: '2-digit' });
}

const countRow = (page: Page) => page.getByRole('row', { name: /General Admission/ });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  backend = await startOwnBackend();
  codes = await buyTwoTicketsOnTheSite(browser);
  expect(codes).toHaveLength(2);
});

test.afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
  await Promise.all([...proxies.values()].map((proxy) => proxy.close()));
  await backend?.stop();
});

test('a code shown to the camera is admitted, then already in; another door sees the count', async () => {
  test.setTimeout(120_000);
  const bar = await openDoor(await doorDevice(null), 'Bar door');
  await expect(countRow(bar)).toHaveText(/General Admission\s*0\s*2/);

  const main = await openDoor(await doorDevice(codes[0]!.code), 'Main door');
  await expectAccessible(main);
  await main.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(verdict(main)).toContainText('Admitted');
  await expect(verdict(main)).toContainText(`${codes[0]!.guestName} · General Admission`);
  // The guest shows the phone again: the same code is already in, since when and at which door.
  await expect(verdict(main)).toContainText('Already in', { timeout: 15_000 });
  await expect(verdict(main)).toContainText('at Main door');
  await expect(countRow(bar)).toHaveText(/General Admission\s*1\s*2/);
  await main.getByRole('button', { name: 'Stop the camera' }).click();
  await expectFitsWidth(main, 320);
});

test('with the network cut a code is admitted on the device, sent when the network is back, and counted at every door', async () => {
  test.setTimeout(120_000);
  // The bar's device is set to Tokyo's clock, never the venue's: it still shows admission times on the venue's.
  const barContext = await doorDevice(null, 'Asia/Tokyo');
  const bar = await openDoor(barContext, 'Bar door');
  const sideContext = await doorDevice(codes[1]!.code);
  const side = await openDoor(sideContext, 'Side door');

  await cutNetwork(sideContext);
  await expect(side.getByRole('status')).toContainText('Offline · Side door');
  await side.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(verdict(side)).toContainText('Admitted');
  await expect(verdict(side)).toContainText('saved on this device');
  await expect(side.getByRole('status')).toContainText('1 admission waiting to be sent');
  // Reloaded with no network: the worker serves the page, the device its copy of the night and its queue.
  await side.reload();
  await expect(side.getByRole('status')).toContainText('Offline · Side door');
  await expect(side.getByRole('status')).toContainText('1 admission waiting to be sent');
  await expect(countRow(side)).toHaveText(/General Admission\s*2\s*2/);
  // Shown again while still offline: the device itself knows the code is in.
  await side.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(verdict(side)).toContainText('Already in', { timeout: 15_000 });
  await side.getByRole('button', { name: 'Stop the camera' }).click();
  await expectAccessible(side);
  await expect(countRow(bar)).toHaveText(/General Admission\s*1\s*2/);

  await restoreNetwork(sideContext);
  await expect(side.getByRole('status')).toHaveText('Online · Side door');
  await expect(countRow(bar)).toHaveText(/General Admission\s*2\s*2/);

  // Typed at the bar door, the first code is already in, with its time on the venue's clock and its door.
  await bar.getByLabel('Code').fill(codes[0]!.code);
  await bar.getByRole('button', { name: 'Check code' }).click();
  await expect(verdict(bar)).toContainText('Already in');
  const venueZone = await venueTimeZone();
  await expect(verdict(bar)).toContainText(`in since ${await timeOfAdmission(barContext, 'Main door', venueZone)} at Main door`);
  await expect(bar.getByText(`Times are the venue's (${venueZone}).`)).toBeVisible();
  await bar.getByLabel('Code').fill(`${codes[0]!.code.slice(0, -2)}xx`);
  await bar.getByRole('button', { name: 'Check code' }).click();
  await expect(verdict(bar)).toContainText('Not valid tonight');
});

test('two doors that let one code in with no network are both told when they sync; the first admission stands', async () => {
  test.setTimeout(120_000);
  const [code, second] = await buyTwoTickets();
  const mainContext = await doorDevice(null);
  const sideContext = await doorDevice(null);
  const main = await openDoor(mainContext, 'Main door');
  const side = await openDoor(sideContext, 'Side door');
  for (const [context, page] of [
    [mainContext, main],
    [sideContext, side],
  ] as const) {
    await cutNetwork(context);
    await expect(page.getByRole('status')).toContainText('Offline');
    await page.getByLabel('Code').fill(code!.code);
    await page.getByRole('button', { name: 'Check code' }).click();
    await expect(verdict(page)).toContainText('saved on this device');
  }
  await restoreNetwork(mainContext);
  await expect(main.getByRole('status')).toHaveText('Online · Main door');
  await restoreNetwork(sideContext);
  // The main door scanned first: its admission stands, and both doors are told of the other.
  for (const page of [side, main]) {
    const conflicts = page.getByRole('alert');
    await expect(conflicts).toContainText('Two admissions of one code');
    await expect(conflicts).toContainText(`${code!.guestName}: first in at`);
    await expect(conflicts).toContainText('at Main door (this stands); also let in at');
    await expect(conflicts).toContainText('at Side door.');
  }
  // A verdict and the conflicts, in their colours, keep their contrast.
  await expectAccessible(side);
  await side.getByRole('button', { name: 'Seen' }).click();
  await expect(side.getByRole('alert')).toBeHidden();
  await expect(side.getByRole('status')).toHaveText('Online · Side door');

  // The staff session ends: the door keeps admitting on the device and asks staff to sign in again.
  await sideContext.clearCookies();
  await side.getByLabel('Code').fill(second!.code);
  await side.getByRole('button', { name: 'Check code' }).click();
  await expect(verdict(side)).toContainText('saved on this device');
  await expect(side.getByRole('alert').filter({ hasText: 'Signed out' })).toBeVisible();
});

test("the door page's HTML has no Nu Html Checker error", async () => {
  const context = await doorDevice(null);
  const folder = mkdtempSync(join(tmpdir(), 'venue-door-vnu-'));
  const file = join(folder, 'door.html');
  writeFileSync(file, await (await context.request.get(`/venue-api/staff/door?night=${codes[0]!.night}&door=Main%20door`)).text());
  const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', '--stdout', file], { encoding: 'utf8' });
  expect(run.error, 'The Nu Html Checker needs Java (Debian: apt-get install default-jre-headless)').toBeUndefined();
  const messages = (JSON.parse(run.stdout) as { messages: { message: string; extract?: string }[] }).messages;
  expect(messages.map((m) => `${m.message} ${m.extract ?? ''}`)).toEqual([]);
});
