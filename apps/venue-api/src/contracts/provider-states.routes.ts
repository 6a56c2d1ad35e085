// What Pact's verifier asks of a provider besides the API itself (docs/contracts.md), mounted only
// with VENUE_CONTRACT_STATES=1 and never in production, before the token check (the verifier sends
// neither request with one):
// - POST _pact/provider-states {state, params, action}: sets a state up and answers its values as
//   JSON, which the verifier puts into the interaction's request (`fromProviderState`).
// - POST at the API's base path {description, providerStates}: the message the description names,
//   its metadata base64 JSON in the Pact-Message-Metadata header. The verifier posts there for a
//   message unless it is given a `message` transport.
import { Schema } from 'effect';
import { Hono } from 'hono';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal, notFound } from '../http/refusal';
import { contractMessages } from './contract-messages';
import type { StateValues } from './provider-state';
import { providerStates } from './provider-states';

const Params = Schema.optional(Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown)));
const StateChange = Schema.Struct({ state: Schema.String, params: Params, action: Schema.optional(Schema.Literals(['setup', 'teardown'])) });
const MessageRequest = Schema.Struct({
  description: Schema.String,
  providerStates: Schema.optional(Schema.Array(Schema.Struct({ name: Schema.String, params: Params }))),
});

export function contractStatesRoutes(ctx: ApiContext): Hono {
  const states = providerStates(ctx);
  const messages = contractMessages(ctx);
  const setUp = async (name: string, params: Readonly<Record<string, unknown>> | null | undefined): Promise<StateValues | null> => {
    const state = states.get(name);
    return state ? state(params ?? {}) : null;
  };
  const app = new Hono();

  app.post('/_pact/provider-states', async (c) => {
    const input = await readInput(c, StateChange);
    if (!input.ok) return answerRefusal(c, input.error);
    const { state, params, action } = input.value.payload;
    // An interaction without a state gets a change with an empty name; teardown has nothing to undo.
    if (state === '' || action === 'teardown') return c.json({});
    const values = await setUp(state, params);
    return values ? c.json(values) : answerRefusal(c, notFound(`A provider state named "${state}"`));
  });

  app.post('/', async (c) => {
    const input = await readInput(c, MessageRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    const { description, providerStates: given = [] } = input.value.payload;
    const produce = messages.get(description);
    if (!produce) return answerRefusal(c, notFound(`A message described as "${description}"`));
    // The message is made for states set up by this request: the verifier's own state change may
    // have reached another instance, and this way no request depends on one before it.
    let values: StateValues = {};
    for (const { name, params } of given) {
      const answered = await setUp(name, params);
      if (!answered) return answerRefusal(c, notFound(`A provider state named "${name}"`));
      values = { ...values, ...answered };
    }
    const message = await produce(values);
    const metadata = Buffer.from(JSON.stringify(message.metadata)).toString('base64');
    return c.body(JSON.stringify(message.contents), 200, { 'Content-Type': 'application/json', 'Pact-Message-Metadata': metadata });
  });

  return app;
}
