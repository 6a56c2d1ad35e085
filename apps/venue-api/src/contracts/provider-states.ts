// Every provider state the consumer pacts name, merged from one file per API area
// (docs/contracts.md lists them with their params and answers).
import type { ApiContext } from '../http/api-context';
import { bookingsStates } from './bookings.states';
import { bottlesStates } from './bottles.states';
import { chatStates } from './chat.states';
import { coatCheckStates } from './coatcheck.states';
import { formsStates } from './forms.states';
import { guestCodesStates } from './guest-codes.states';
import { myOrdersStates } from './my-orders.states';
import { ordersStates } from './orders.states';
import { reservationsStates } from './reservations.states';
import type { AreaStates, ProviderState } from './provider-state';
import { ticketOrdersStates } from './ticket-orders.states';
import { venueStates } from './venue.states';

const areas: readonly AreaStates[] = [venueStates, bookingsStates, reservationsStates, bottlesStates, ticketOrdersStates, ordersStates, coatCheckStates, formsStates, chatStates, guestCodesStates, myOrdersStates];

export function providerStates(ctx: ApiContext): ReadonlyMap<string, ProviderState> {
  const states = new Map<string, ProviderState>();
  for (const area of areas) {
    for (const [name, state] of Object.entries(area(ctx))) {
      if (states.has(name)) throw new Error(`Provider state "${name}" is defined twice.`);
      states.set(name, state);
    }
  }
  return states;
}
