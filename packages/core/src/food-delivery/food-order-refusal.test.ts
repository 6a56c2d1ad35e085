import { describe, expect, it } from 'vitest';
import { itemRefusal } from '../testing/food-test-fixtures';
import { refusedItemId } from './food-order-refusal';

const sent = [{ itemId: 'fries' }, { itemId: 'burger' }];

describe('a refused food item', () => {
  it('is the item the refusal names by its place in what was sent', () => {
    expect(refusedItemId(itemRefusal(1), sent)).toBe('burger');
    expect(refusedItemId(itemRefusal(0), sent)).toBe('fries');
  });

  it('is none for another field, a place that was not sent, another status or no answer', () => {
    expect(refusedItemId(itemRefusal(5), sent)).toBeNull();
    expect(refusedItemId({ _tag: 'HttpError', status: 422, message: 'x', body: { error: { field: 'clientName' } } }, sent)).toBeNull();
    expect(refusedItemId({ ...itemRefusal(0), status: 500 }, sent)).toBeNull();
    expect(refusedItemId({ _tag: 'HttpError', status: 422, message: 'x' }, sent)).toBeNull();
    expect(refusedItemId({ _tag: 'NetworkError', message: 'offline' }, sent)).toBeNull();
  });
});
