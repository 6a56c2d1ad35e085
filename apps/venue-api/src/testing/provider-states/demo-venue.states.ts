import type { AreaStates } from '../provider-states';

/** Content reads are answered from the seeded demo venue as it is. */
export const demoVenueStates: AreaStates = () => ({
  'the demo venue': () => Promise.resolve(undefined),
});
