import { Schema } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from './decode';

const Item = Schema.Struct({ name: Schema.String, price: Schema.Finite });
const decodeList = decodeWith(Schema.Struct({ data: Schema.Array(Item) }), 'GET bottles-items');

describe('decodeWith', () => {
  it('returns the typed value for a valid body', () => {
    expect(decodeList({ data: [{ name: 'Moët', price: 25000 }] })).toEqual({ ok: true, value: { data: [{ name: 'Moët', price: 25000 }] } });
  });

  it('names the source and the path of the bad field', () => {
    const result = decodeList({
      data: [
        { name: 'a', price: 1 },
        { name: 'b', price: 'free' },
      ],
    });
    expect(result).toMatchObject({ ok: false, error: { _tag: 'DecodeError', source: 'GET bottles-items', path: 'data[1].price' } });
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const result = decodeList(input);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});
