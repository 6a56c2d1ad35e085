// `npm run bench:api [-- --url http://host/venue-api/ | --database postgres]`: a load check of the
// venue API, printed, not asserted. 200 bottle orders at once, each sent twice with the same
// Idempotency-Key (a double click), then 2,000 reads, each measured after an unmeasured warm-up round
// of the same: a server on a Friday night has been up for hours, its busy code optimised by V8,
// while a fresh process runs its first thousand requests mostly unoptimised. It prints throughput,
// p50/p99 latency, orders created, duplicates and lost writes (both must be 0, in both rounds).
// Then a cached content page's rate against a trivial node:http server's for the same bytes
// (page-rate.ts), orders paid with the mail sender off and on, and mails sent per second (mail-rate.ts), and a ticket drop: 2,000 guests at once for the last 500 seats (ticket-drop.ts;
// exactly 500 sold and every guest answered, or the bench exits with 1).
// Without --url it starts the embedded API on a fresh in-memory database, in a process of its own
// (bench-target.ts), so the bench's own work does not share its core, serving the built site (built
// first when it is not); with --database postgres, two backend processes on a throwaway PostgreSQL
// server (postgres-target.ts), each double click sent to both at once.
import { createBottlesHttp } from '@venue/adapters/http/bottles.http';
import { createContentHttp } from '@venue/adapters/http/content.http';
import { exponentOfVenue } from '@venue/adapters/http/money-exponent';
import { createOrdersHttp } from '@venue/adapters/http/orders.http';
import { createLibphonenumberPhone } from '@venue/adapters/phone/phone.libphonenumber';
import { arrivalTimeChoices } from '@venue/core/booking/booking-choices';
import { dayNumber, fromDayNumber } from '@venue/core/dates/calendar-date';
import { catalogBottles, visibleCatalog } from '@venue/core/bottles/bottle-catalog';
import { emptyBottleCheckoutForm } from '@venue/core/bottles/bottle-checkout-form';
import type { BottleOrderPayload } from '@venue/core/bottles/bottle-order.schema';
import { buildBottleOrderPayload } from '@venue/core/bottles/bottle-order-payload';
import { priceBottleOrder, pricingLines } from '@venue/core/bottles/bottle-pricing';
import { addBottle, cartLines, emptyCart } from '@venue/core/bottles/cart';
import type { FinancialSettings } from '@venue/core/venue/financial-settings.schema';
import type { MinorExponent } from '@venue/core/money/currency-exponent';
import { credentialsFromEnv, liveClient } from '../replay/live-ports';
import { startEmbedded, urlTarget, type Target } from './bench-target';
import { httpGetter } from './http-get';
import { summarise, timedPool } from './latency';
import { pageRate } from './page-rate';
import { startPostgresTarget } from './postgres-target';
import { ensureBuiltSite } from './built-site';
import { nodeHttpFetch } from './node-http-fetch';
import { ticketDrop } from './ticket-drop';
import { mailRate } from './mail-rate';

const ORDERS = 200;
const READS = 2_000;
const READ_CONCURRENCY = 50;
const readPaths = [
  'general-info',
  'bottles-items',
  'upcomig-events',
  'faq-items',
  'sliders',
  'gallery-items',
  'food-menu-items',
  'api/venue/getFinancialSettings',
];

function orderPayloads(
  catalog: Parameters<typeof visibleCatalog>[0],
  settings: FinancialSettings,
  exponent: MinorExponent,
): BottleOrderPayload[] {
  const visible = visibleCatalog(catalog);
  const bottles = catalogBottles(visible);
  const guests = Math.max(2, settings.minGuestCount);
  const now = new Date();
  const date = fromDayNumber(dayNumber({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }) + 7);
  const time = arrivalTimeChoices(settings.bottlesTimes)[0] ?? '10:00 PM';
  const phone = createLibphonenumberPhone();
  return Array.from({ length: ORDERS }, (_, n) => {
    // Enough bottles to meet any table minimum: add the dearest one until the minimum is met.
    let cart = emptyCart;
    const dearest = [...bottles].sort((a, b) => b.price - a.price)[n % Math.min(3, bottles.length)];
    if (dearest === undefined) throw new Error('The venue sells no bottles.');
    for (let i = 0; i < 20; i++) {
      cart = addBottle(cart, dearest.id);
      const lines = cartLines(cart, visible);
      if (!lines.ok) throw new Error(lines.error.reason);
      const quote = priceBottleOrder({ lines: pricingLines(lines.value), guests, settings, promoter: null });
      if (!quote.ok) throw new Error(quote.error.reason);
      if (!quote.value.canCheckout) continue;
      const form = {
        ...emptyBottleCheckoutForm,
        resClientName: `Bench Guest ${n + 1}`,
        resClientEmail: `bench${n + 1}@example.com`,
        resClientPhoneNumber: '+12127365000',
        resClientBirthDateMonth: '03',
        resClientBirthDateDay: '7',
        clientAddress: '1 Bench Street',
        gender: 'Female',
        city: 'New York',
      };
      const payload = buildBottleOrderPayload({
        form,
        order: { guests, date, time, cart, lines: lines.value },
        quote: quote.value,
        settings,
        promoter: null,
        client: { userAgent: 'PC', ip: '127.0.0.1' },
        phone,
        exponent,
      });
      if (!payload.ok) throw new Error(`The bench order does not validate: ${JSON.stringify(payload.error)}`);
      return payload.value;
    }
    throw new Error('Twenty of the dearest bottle do not meet the table minimum.');
  });
}

type Cpu = Readonly<Record<string, number>> | null;

/** The server side's CPU time per request, and the rate one core would give at that cost (a figure a busy shared machine does not skew). */
function serverCpu(before: Cpu, after: Cpu, requests: number): string {
  if (before === null || after === null) return '  server CPU: not known (an API at --url)';
  const parts = Object.entries(after).map(([part, ms]) => [part, (ms - (before[part] ?? 0)) / requests] as const);
  const perRequest = parts.reduce((sum, [, ms]) => sum + ms, 0);
  const split = parts.length > 1 ? ` (${parts.map(([part, ms]) => `${part} ${ms.toFixed(3)}`).join(' + ')})` : '';
  return `  server CPU ${perRequest.toFixed(3)} ms a request${split}: ${(1000 / perRequest).toFixed(0)} req/s on one free core`;
}

/** The warm-up round's rate, printed apart: the first burst on a fresh process runs code V8 has not optimised yet. */
function warmUpLine(what: string, round: { timings: readonly unknown[]; wallMs: number }): string {
  return `${what}, warm-up round (not counted): ${round.timings.length} requests in ${(round.wallMs / 1000).toFixed(2)} s = ${((round.timings.length / round.wallMs) * 1000).toFixed(0)} req/s`;
}

function chooseTarget(argv: readonly string[]): Promise<Target> {
  const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const url = option('--url');
  const database = option('--database') ?? 'pglite';
  if (url) return Promise.resolve(urlTarget(url));
  ensureBuiltSite();
  if (database === 'postgres') return startPostgresTarget();
  if (database === 'pglite') return startEmbedded();
  throw new Error(`--database is pglite (the default) or postgres, not ${database}.`);
}

async function main(): Promise<void> {
  const target = await chooseTarget(process.argv);
  const fromEnv = target.apiUrls.length === 1 && process.argv.includes('--url');
  console.log(`venue API bench against ${target.description}`);
  // The real adapters, sending over node:http rather than undici's fetch (node-http-fetch.ts).
  const transport = nodeHttpFetch(ORDERS * 2);
  try {
    // One signed-in client per address; the n-th request goes to address n modulo their number.
    const clients = target.apiUrls.map((apiUrl) => liveClient(apiUrl, credentialsFromEnv(fromEnv ? process.env : {}), transport.fetch));
    const tokens: string[] = [];
    for (const client of clients) {
      const signedIn = await client.signIn();
      if (!signedIn.ok) throw new Error(`Sign-in failed: ${signedIn.error.message}`);
      tokens.push(signedIn.value);
    }
    const at = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
    // The venue's amounts are read and sent in its own currency's decimals.
    const moneyExponent = exponentOfVenue(at(clients, 0));
    const exponent = await moneyExponent();
    if (!exponent.ok) throw new Error(`Could not read the venue's currency: ${exponent.error.message}`);
    const bottleApis = clients.map((client) => createBottlesHttp(client, moneyExponent));
    const bottlesApi = at(bottleApis, 0);
    const [catalog, settings] = await Promise.all([
      bottlesApi.catalog(),
      createContentHttp(at(clients, 0), moneyExponent).financialSettings(),
    ]);
    if (!catalog.ok || !settings.ok) throw new Error('Could not load the bottles and the financial settings.');

    // Orders: every order twice at once under one key, as a double click would send it (with two
    // instances, one copy to each). The warm-up round's orders are checked like the measured ones.
    const payloads = orderPayloads(catalog.value, settings.value, exponent.value);
    const orderRound = async (round: string) => {
      const sends = payloads.flatMap((payload, n) => [0, 1].map((copy) => ({ payload, key: `bench-${round}-${n}`, to: copy })));
      const cpuBefore = await target.serverCpuMs();
      const clientBefore = process.cpuUsage();
      const orders = await timedPool(
        sends,
        ORDERS * 2,
        ({ payload, key, to }) => at(bottleApis, to).createBottleOrder(payload, key),
        (r) => r.ok,
      );
      const client = process.cpuUsage(clientBefore);
      const cpu = serverCpu(cpuBefore, await target.serverCpuMs(), orders.timings.length);
      const clientCpu = `  bench client CPU ${((client.user + client.system) / 1000 / orders.timings.length).toFixed(3)} ms a request (the load generator, on the same machine)`;
      const idsByKey = new Map<string, Set<string>>();
      orders.results.forEach((result, i) => {
        const key = sends[i]?.key ?? '';
        if (result.ok) idsByKey.set(key, (idsByKey.get(key) ?? new Set()).add(result.value._id));
      });
      return { orders, cpu: `${cpu}\n${clientCpu}`, idsByKey };
    };
    const runId = Date.now().toString(36);
    const warmUp = await orderRound(`${runId}-warm-up`);
    console.log(warmUpLine('bottle orders', warmUp.orders));
    const measured = await orderRound(runId);
    console.log(summarise('bottle orders (each sent twice with one Idempotency-Key)', measured.orders.timings, measured.orders.wallMs));
    console.log(measured.cpu);

    const keys = [...warmUp.idsByKey.values(), ...measured.idsByKey.values()];
    const acknowledged = keys.flatMap((ids) => [...ids]);
    const duplicatesInAnswers = keys.reduce((sum, ids) => sum + ids.size - 1, 0);
    const ordersApis = clients.map((client) => createOrdersHttp(client, moneyExponent));
    const lookups = await timedPool(
      acknowledged.map((id, n) => ({ id, n })),
      READ_CONCURRENCY,
      ({ id, n }) => at(ordersApis, n).fetchOrder('bottles', id),
      (r) => r.ok,
    );
    const lost = lookups.results.filter((r) => !r.ok).length;
    const rows = await target.countOrders('bottles');
    const guests = 2 * ORDERS;
    // One key per guest: more rows than guests means a key made two orders.
    const duplicates = duplicatesInAnswers + (rows === null ? 0 : Math.max(0, rows - guests));
    const unanswered = guests - keys.length;
    console.log(
      `  orders created: ${rows ?? acknowledged.length} for ${guests} guests (both rounds); guests with no successful answer (timeouts): ${unanswered}`,
    );
    console.log(`  duplicates: ${duplicates} (must be 0); lost writes: ${lost} (must be 0)`);

    const http = httpGetter(READ_CONCURRENCY);
    const readRound = async () => {
      const cpuBefore = await target.serverCpuMs();
      const reads = await timedPool(
        Array.from({ length: READS }, (_, i) => ({ path: readPaths[i % readPaths.length] ?? 'general-info', n: i })),
        READ_CONCURRENCY,
        ({ path, n }) => http.get(`${at(target.apiUrls, n)}${path}`, { authorization: `Bearer ${at(tokens, n)}` }),
        (status) => status === 200,
      );
      return { reads, cpu: serverCpu(cpuBefore, await target.serverCpuMs(), reads.timings.length) };
    };
    console.log(warmUpLine('reads', (await readRound()).reads));
    const { reads, cpu } = await readRound();
    console.log(summarise(`reads (${readPaths.length} endpoints, ${READ_CONCURRENCY} at a time)`, reads.timings, reads.wallMs));
    console.log(cpu);

    console.log((await pageRate(target, http)).join('\n'));
    http.close();

    const pay = async (orderId: string) => {
      const answer = await transport.fetch(`${at(target.apiUrls, 0)}make-test-payment`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${at(tokens, 0)}`,
          'idempotency-key': `bench-pay-${orderId}`,
        },
        body: JSON.stringify({ orderType: 'bottles', orderId }),
      });
      await answer.arrayBuffer();
      return answer.ok;
    };
    console.log((await mailRate(target.mail ?? null, pay, acknowledged)).join('\n'));

    // Last: its orders change the ticket type, which drops the cached pages and content reads.
    const drop = await ticketDrop(target, tokens);
    console.log(drop.lines.join('\n'));
    if (duplicates > 0 || lost > 0 || drop.held === false) process.exitCode = 1;
  } finally {
    transport.close();
    await target.stop();
  }
}

await main();
