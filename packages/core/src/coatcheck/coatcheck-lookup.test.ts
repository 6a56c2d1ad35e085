import { describe, expect, it } from 'vitest';
import { coatCheckLookupFrom } from './coatcheck-lookup';

describe('the coat check lookups', () => {
  it('read a claim number or a lost item number from the query', () => {
    expect(coatCheckLookupFrom({})).toEqual({ kind: 'none' });
    expect(coatCheckLookupFrom({ claim: 'c42' })).toEqual({ kind: 'claim', typed: 'c42', number: 'C-0042' });
    expect(coatCheckLookupFrom({ claim: 'coat' })).toEqual({ kind: 'claim', typed: 'coat', number: null });
    expect(coatCheckLookupFrom({ lostItem: ' lost-1 ' })).toEqual({ kind: 'lostItem', typed: ' lost-1 ', id: 'lost-1' });
    expect(coatCheckLookupFrom({ lostItem: 'a/b' })).toEqual({ kind: 'lostItem', typed: 'a/b', id: null });
    expect(coatCheckLookupFrom({ lostItem: '' })).toMatchObject({ id: null });
  });
});
