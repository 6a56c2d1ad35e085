// What a provider state is here: a function of its params that creates what the state names and
// answers the values the consumer's `fromProviderState` expressions read (docs/contracts.md).
import type { ApiContext } from '../http/api-context';

/** The params a pact gives a state (`given(name, params)`); empty when it gives none. */
export type StateParams = Readonly<Record<string, unknown>>;

/** What a state answers: the verifier puts these values into the interaction's request. */
export type StateValues = Readonly<Record<string, string | number>>;

export type ProviderState = (params: StateParams) => Promise<StateValues>;

/** The states of one API area, on one venue. */
export type AreaStates = (ctx: ApiContext) => Readonly<Record<string, ProviderState>>;

export const noValues: StateValues = {};

export function stringParam(params: StateParams, name: string, fallback: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : fallback;
}

export function numberParam(params: StateParams, name: string, fallback: number): number {
  const value = params[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
