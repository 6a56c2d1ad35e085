// VENUE_DEMO chooses a local variant of the demo venue (docs/seed-format.md#local-variants-of-the-demo).
import { describe, expect, it } from 'vitest';
import { readConfig, readDemoVariant } from './env';

describe('VENUE_DEMO', () => {
  it('is the Brooklyn demo when unset or empty', () => {
    expect(readDemoVariant({})).toBeUndefined();
    expect(readDemoVariant({ VENUE_DEMO: ' ' })).toBeUndefined();
    expect(readConfig({}).demo).toBeUndefined();
  });

  it('names a local variant, in any case', () => {
    expect(readDemoVariant({ VENUE_DEMO: 'paris' })).toBe('paris');
    expect(readDemoVariant({ VENUE_DEMO: ' Tel-Aviv ' })).toBe('tel-aviv');
    expect(readConfig({ VENUE_DEMO: 'tokyo' }).demo).toBe('tokyo');
  });

  it('refuses a variant the demo does not have, naming those it has', () => {
    expect(() => readDemoVariant({ VENUE_DEMO: 'berlin' })).toThrow('VENUE_DEMO must be one of paris, tel-aviv, tokyo, got "berlin".');
  });
});
