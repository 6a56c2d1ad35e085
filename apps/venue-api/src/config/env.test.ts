import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_TIMEOUT_MS, readConfig } from './env';

const ai = { VENUE_AI_BASE_URL: 'https://ai.example/v1', VENUE_AI_MODEL: 'venue-model', VENUE_AI_API_KEY: 'sk-1' };

describe('the chat AI settings', () => {
  it('switch the AI on only when the base URL, the model and the key are all set', () => {
    expect(readConfig({}).ai).toBeUndefined();
    expect(readConfig({ ...ai, VENUE_AI_API_KEY: '' }).ai).toBeUndefined();
    expect(readConfig({ ...ai, VENUE_AI_MODEL: undefined }).ai).toBeUndefined();
    expect(readConfig(ai).ai).toEqual({
      baseUrl: 'https://ai.example/v1',
      model: 'venue-model',
      apiKey: 'sk-1',
      timeoutMs: DEFAULT_AI_TIMEOUT_MS,
    });
  });

  it('read the timeout and refuse a base URL that is not http(s)', () => {
    expect(readConfig({ ...ai, VENUE_AI_TIMEOUT_MS: '2500' }).ai?.timeoutMs).toBe(2500);
    expect(() => readConfig({ ...ai, VENUE_AI_TIMEOUT_MS: '0' })).toThrow(/VENUE_AI_TIMEOUT_MS/);
    expect(() => readConfig({ ...ai, VENUE_AI_BASE_URL: 'ftp://ai.example' })).toThrow(/VENUE_AI_BASE_URL/);
    expect(() => readConfig({ ...ai, VENUE_AI_BASE_URL: 'not a url' })).toThrow(/VENUE_AI_BASE_URL/);
  });
});
