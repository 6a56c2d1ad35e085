// The flows the replay can run. To add one: give its ports (each method with the schema of its ok value),
// its default input, and how to build the machine from those ports, usually the area's `*-wiring.ts`.
import type { AnyStateMachine } from 'xstate';
import { bottleFlowWith } from '@venue/core/bottles/bottle-flow-wiring';
import { orderFlowWith } from '@venue/core/orders/order-flow-wiring';
import { CreatedOrder, OrderConfirmation, OrderDetails, PriceCheck } from '@venue/core/orders/order.schema';
import { orderKinds, type OrderKind, type OrdersPort } from '@venue/core/orders/orders.port';
import { memoryStorage } from '@venue/core/ports/memory-storage';
import type { StoragePort } from '@venue/core/ports/storage.port';
import { AppToken } from '@venue/core/session/app-token.schema';
import { sessionMachineWith } from '@venue/core/session/session-wiring';
import type { SessionPort } from '@venue/core/session/session.port';
import { VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';
import { decodeWith } from '@venue/core/shared/decode';
import { BottleCatalog } from '@venue/core/bottles/bottle-catalog.schema';
import { FinancialSettings } from '@venue/core/venue/financial-settings.schema';
import { Schema } from 'effect';
import { createBottlesHttp } from '@venue/adapters/http/bottles.http';
import { createContentHttp } from '@venue/adapters/http/content.http';
import { exponentOfVenue } from '@venue/adapters/http/money-exponent';
import { createOrdersHttp } from '@venue/adapters/http/orders.http';
import { createSessionHttp } from '@venue/adapters/http/session.http';
import type { VenueHttpClient } from '@venue/adapters/http/venue-http-client';
import type { LivePorts } from './live-ports';
import { ReplayMismatch, type PortSchemas, type RecordedPorts } from './recorded-ports';

export interface ReplayFlow {
  readonly description: string;
  readonly ports: PortSchemas;
  /** The machine's input, from the events file's input (absent: undefined); `log` as for the machine. */
  input(fromFile: unknown, log: (line: string) => void): unknown;
  /** The machine with its effects supplied by the given ports; `log` prints what the machine reports. */
  machine(ports: RecordedPorts['ports'], log: (line: string) => void): AnyStateMachine;
  /** For `--api`: the real adapters behind the flow's ports. */
  live(client: VenueHttpClient): LivePorts;
  /** For `--api`, when the input is data the page loads: the input read from the live API instead of the file. */
  liveInput?(client: VenueHttpClient, fromFile: unknown, log: (line: string) => void): Promise<unknown>;
}

const RecordedDay = Schema.Struct({ year: Schema.Int, month: Schema.Int, day: Schema.Int });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// A replay has no browser storage; what the machine stores is kept here and printed in the log.
function loggedStorage(log: (line: string) => void): StoragePort {
  const storage = memoryStorage();
  return {
    get: storage.get,
    set: (key, value) => {
      storage.set(key, value);
      log(`storage ${key} = ${value.length > 80 ? `${value.slice(0, 77)}...` : value}`);
    },
    remove: (key) => {
      storage.remove(key);
      log(`storage ${key} removed`);
    },
  };
}

const orderFlow = (kind: OrderKind): ReplayFlow => ({
  description: `order-flow machine, kind ${kind}: check, create, fetch, confirm`,
  ports: { orders: { checkGroup: PriceCheck, createOrder: CreatedOrder, fetchOrder: OrderDetails, confirmOrder: OrderConfirmation } },
  input: (fromFile) => ({ idempotencySeed: `replay-${kind}`, ...(isRecord(fromFile) ? fromFile : {}), kind }),
  machine: (ports, log) =>
    orderFlowWith({
      orders: ports['orders'] as unknown as OrdersPort,
      reportDecodeError: (step, error) => log(`decode error reported at ${step}: ${error.source} ${error.path}: ${error.message}`),
    }),
  live: (client) => ({ orders: createOrdersHttp(client, exponentOfVenue(client)) as unknown as LivePorts[string] }),
});

/** The recorded catalog, settings and day the bottle page would have loaded, decoded as the adapter decodes them. */
function bottleFlowInput(fromFile: unknown) {
  const recorded = isRecord(fromFile) ? fromFile : {};
  const catalog = decodeWith(BottleCatalog, 'events file input.catalog')(recorded['catalog']);
  const settings = decodeWith(FinancialSettings, 'events file input.settings')(recorded['settings']);
  const today = decodeWith(RecordedDay, 'events file input.today')(recorded['today']);
  for (const decoded of [catalog, settings, today]) {
    if (!decoded.ok) throw new ReplayMismatch(`${decoded.error.source} does not decode at ${decoded.error.path}: ${decoded.error.message}`);
  }
  if (!catalog.ok || !settings.ok || !today.ok) throw new Error('unreachable');
  return { catalog: catalog.value, settings: settings.value, today: today.value };
}

export const replayFlows: Readonly<Record<string, ReplayFlow>> = {
  ...Object.fromEntries(orderKinds.map((kind) => [`order-flow:${kind}`, orderFlow(kind)])),
  session: {
    description: 'session machine: app token, then venue general info',
    ports: { session: { requestAppToken: AppToken, loadGeneralInfo: VenueGeneralInfo } },
    input: (fromFile) => ({ storedToken: null, ...(isRecord(fromFile) ? fromFile : {}) }),
    machine: (ports, log) => sessionMachineWith({ session: ports['session'] as unknown as SessionPort, storage: loggedStorage(log) }),
    live: (client) => ({ session: createSessionHttp(client) as unknown as LivePorts[string] }),
  },
  'bottle-flow': {
    description: 'bottle flow: Start Here, guests, date, time, bottles, checkout (input: catalog, settings, today)',
    ports: {},
    input: bottleFlowInput,
    machine: (_, log) => bottleFlowWith({ storage: loggedStorage(log), navigate: (to) => log(`navigate to ${to}`) }),
    live: () => ({}),
    liveInput: async (client, fromFile, log) => {
      const exponent = exponentOfVenue(client);
      const [catalog, settings] = await Promise.all([
        createBottlesHttp(client, exponent).catalog(),
        createContentHttp(client, exponent).financialSettings(),
      ]);
      if (!catalog.ok) throw new Error(`GET bottles-items failed: ${catalog.error.message}`);
      if (!settings.ok) throw new Error(`GET api/venue/getFinancialSettings failed: ${settings.error.message}`);
      const recorded = isRecord(fromFile) ? fromFile : {};
      log(`loaded ${catalog.value.length} bottle categories and the financial settings from the API`);
      return { ...bottleFlowInput({ ...recorded, catalog: [], settings: {} }), catalog: catalog.value, settings: settings.value };
    },
  },
};
