// Every provider state the consumer pacts name, merged from one file per API area. The verifier
// runs against a freshly seeded demo venue, so most states hold already and only need a name here;
// states that need rows (an order, a conversation) create them in their area's file.
import type { VerifierOptions } from '@pact-foundation/pact';
import type { ApiContext } from '../http/api-context';
import { authStates } from './provider-states/auth.states';
import { bookingsStates } from './provider-states/bookings.states';
import { bottlesStates } from './provider-states/bottles.states';
import { chatStates } from './provider-states/chat.states';
import { demoVenueStates } from './provider-states/demo-venue.states';
import { formsStates } from './provider-states/forms.states';
import { ordersStates } from './provider-states/orders.states';

export type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
export type AreaStates = (ctx: ApiContext) => StateHandlers;

const areas: readonly AreaStates[] = [authStates, demoVenueStates, ordersStates, bottlesStates, bookingsStates, chatStates, formsStates];

export function providerStates(ctx: ApiContext): StateHandlers {
  const handlers: StateHandlers = {};
  for (const area of areas) {
    for (const [name, handler] of Object.entries(area(ctx))) {
      if (name in handlers) throw new Error(`Provider state "${name}" is defined twice.`);
      handlers[name] = handler;
    }
  }
  return handlers;
}
