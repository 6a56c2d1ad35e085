import { describe, expect, it } from 'vitest';
import { fileSizeText } from './file-size-text';

describe('fileSizeText', () => {
  it('writes bytes whole and kB or MB to one decimal, as the English widget always did', () => {
    expect(fileSizeText(900)).toBe('900 B');
    expect(fileSizeText(1023)).toBe('1023 B');
    expect(fileSizeText(2048)).toBe('2.0 kB');
    expect(fileSizeText(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});
