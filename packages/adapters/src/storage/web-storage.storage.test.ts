import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStorage, createWebStorage } from './web-storage.storage';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const throwing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('web storage adapter', () => {
  it('keeps and removes values', () => {
    const storage = createWebStorage(memoryStorage());
    storage.set('venueToken', 'abc');
    expect(storage.get('venueToken')).toBe('abc');
    storage.remove('venueToken');
    expect(storage.get('venueToken')).toBeNull();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("opens the browser's storage on first use, not when created", () => {
    const area = memoryStorage();
    const lookups = vi.fn(() => area);
    vi.stubGlobal('localStorage', undefined);
    Object.defineProperty(globalThis, 'localStorage', { get: lookups, configurable: true });
    const storage = createWebStorage();
    expect(lookups).not.toHaveBeenCalled();
    storage.set('venueToken', 'abc');
    expect(storage.get('venueToken')).toBe('abc');
    expect(area.getItem('venueToken')).toBe('abc');
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it("keeps the visit's values in sessionStorage, apart from localStorage", () => {
    const local = memoryStorage();
    const session = memoryStorage();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    createSessionStorage().set('venuePopupsShown', '["popup-a"]');
    expect(session.getItem('venuePopupsShown')).toBe('["popup-a"]');
    expect(local.getItem('venuePopupsShown')).toBeNull();
    expect(createWebStorage().get('venuePopupsShown')).toBeNull();
  });

  it('reads a missing storage as empty and ignores writes', () => {
    const storage = createWebStorage(undefined);
    storage.set('token', 'x');
    expect(storage.get('token')).toBeNull();
  });

  it('never throws when the browser refuses storage', () => {
    const storage = createWebStorage(throwing);
    fc.assert(
      fc.property(fc.string(), fc.string(), (id, value) => {
        expect(() => storage.set(`bottle${id}`, value)).not.toThrow();
        expect(storage.get(`bottle${id}`)).toBeNull();
        expect(() => storage.remove(`bottle${id}`)).not.toThrow();
      }),
    );
  });
});
