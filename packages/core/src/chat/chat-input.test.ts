import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeMessage, isSendKey } from './chat-input';

describe('chat input rules', () => {
  it('Enter sends, Shift+Enter does not', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('ignores empty text and sends a file with or without text', () => {
    expect(composeMessage('   ', null)).toBeNull();
    expect(composeMessage(' hi ', null)).toEqual({ kind: 'text', text: 'hi' });
    expect(composeMessage('', 'file')).toEqual({ kind: 'file', file: 'file', text: '' });
    expect(composeMessage('look', 'file')).toEqual({ kind: 'file', file: 'file', text: 'look' });
  });

  it('property: something is sent exactly when there is a file or non-blank text', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.constant({ name: 'a.png' }), { nil: null }), (text, file) => {
        const composed = composeMessage(text, file);
        expect(composed !== null).toBe(file !== null || text.trim() !== '');
        if (composed !== null) expect(composed.text).toBe(text.trim());
      }),
    );
  });
});
