import type { AreaStates } from '../provider-states';

/** The demo client of config/demo-client.ts is what the server accepts by default. */
export const authStates: AreaStates = () => ({
  'the demo client is registered': () => Promise.resolve(undefined),
});
