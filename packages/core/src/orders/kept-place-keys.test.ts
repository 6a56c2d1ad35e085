import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../ports/memory-storage';
import { keepPlaceKeys, keptPlaceKeys } from './kept-place-keys';
import { PLACE_KEYS_STORAGE } from './place-keys-storage';
import { newPlaceKey } from './place-key';

describe('the places a browser keeps', () => {
  it('keeps each key once per order with the place it names, never forgets a place, and forgets the oldest orders beyond twenty', () => {
    const storage = memoryStorage();
    const [a, b] = [newPlaceKey(), newPlaceKey()];
    expect(keptPlaceKeys(storage, 'order-1')).toEqual([]);
    keepPlaceKeys(storage, 'order-1', [
      { key: a, attendeeId: null },
      { key: a, attendeeId: null },
      { key: 'not a key', attendeeId: 'g-1' },
    ]);
    keepPlaceKeys(storage, 'order-1', [
      { key: b, attendeeId: 'g-2' },
      { key: a, attendeeId: 'g-1' },
    ]);
    keepPlaceKeys(storage, 'order-1', [{ key: a, attendeeId: null }]);
    expect(keptPlaceKeys(storage, 'order-1')).toEqual([
      { key: a, attendeeId: 'g-1' },
      { key: b, attendeeId: 'g-2' },
    ]);
    expect(JSON.parse(storage.get(PLACE_KEYS_STORAGE) ?? '')).toEqual({
      'order-1': [
        { key: a, place: 'g-1' },
        { key: b, place: 'g-2' },
      ],
    });
    for (let i = 2; i <= 21; i++) keepPlaceKeys(storage, `order-${i}`, [{ key: newPlaceKey(), attendeeId: null }]);
    expect(keptPlaceKeys(storage, 'order-1')).toEqual([]);
    expect(keptPlaceKeys(storage, 'order-21')).toHaveLength(1);
  });

  it('reads the first form, a plain list of keys, as keys without places', () => {
    const key = newPlaceKey();
    const storage = memoryStorage({ [PLACE_KEYS_STORAGE]: JSON.stringify({ 'order-1': [key, 'not a key'] }) });
    expect(keptPlaceKeys(storage, 'order-1')).toEqual([{ key, attendeeId: null }]);
  });

  it('reads whatever else storage holds as none', () => {
    const storage = memoryStorage();
    const key = newPlaceKey();
    const badPlace = [
      { key, place: 7 },
      { key, place: '' },
      { key, place: 'x'.repeat(101) },
    ];
    for (const stored of ['{', '[]', 'null', '{"order-1":"abc"}', '{"order-1":[1,{},{"key":3}]}', '{"__proto__":["x"]}']) {
      storage.set(PLACE_KEYS_STORAGE, stored);
      expect(keptPlaceKeys(storage, 'order-1'), stored).toEqual([]);
    }
    expect(keptPlaceKeys(storage, '__proto__')).toEqual([]);
    storage.set(PLACE_KEYS_STORAGE, JSON.stringify({ 'order-1': badPlace }));
    expect(keptPlaceKeys(storage, 'order-1')).toEqual(badPlace.map(() => ({ key, attendeeId: null })));
  });
});
