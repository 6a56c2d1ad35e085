import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@venue/core/ports/memory-storage';
import { forgetGuestIpLookup, lookUpGuestIp } from './guest-ip';

describe('guest IP', () => {
  beforeEach(forgetGuestIpLookup);

  it('stores the IP once per visit, however often it is asked', async () => {
    const storage = memoryStorage();
    const lookup = vi.fn(async () => ({ ip: '203.0.113.7' }));
    await Promise.all([lookUpGuestIp(storage, async () => ({ lookup })), lookUpGuestIp(storage, async () => ({ lookup }))]);
    expect(lookup).toHaveBeenCalledOnce();
    expect(storage.get('userIp')).toBe('203.0.113.7');
  });

  it('a failed, unknown or unconfigured lookup leaves no IP and never rejects', async () => {
    for (const load of [async () => null, async () => ({ lookup: async () => ({ ip: null }) }), () => Promise.reject(new Error('chunk'))]) {
      forgetGuestIpLookup();
      const storage = memoryStorage();
      storage.set('userIp', '198.51.100.1');
      await expect(lookUpGuestIp(storage, load)).resolves.toBeUndefined();
      expect(storage.get('userIp')).toBeNull();
    }
  });
});
