import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cyclicIndex } from './cyclic-index';
import { imageViewerCommand } from './image-viewer-keys';

describe('image viewer keys', () => {
  it('maps Escape/q, ArrowRight/l and ArrowLeft/h; other keys do nothing', () => {
    expect(['Escape', 'q', 'ArrowRight', 'l', 'ArrowLeft', 'h', 'Q', 'Enter', ' '].map((key) => imageViewerCommand(key))).toEqual([
      'close',
      'close',
      'next',
      'next',
      'previous',
      'previous',
      null,
      null,
      null,
    ]);
  });

  it('right to left, the left arrow shows the next picture and the right arrow the previous one', () => {
    expect(['ArrowLeft', 'ArrowRight', 'l', 'h'].map((key) => imageViewerCommand(key, 'rtl'))).toEqual([
      'next',
      'previous',
      'next',
      'previous',
    ]);
  });
});

describe('cyclic index', () => {
  it('wraps at both ends', () => {
    expect(cyclicIndex(2, 1, 3)).toBe(0);
    expect(cyclicIndex(0, -1, 3)).toBe(2);
    expect(cyclicIndex(0, 1, 0)).toBe(0);
  });

  it('property: stays in range and next then previous comes back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), fc.integer({ min: -100, max: 100 }), (length, start, step) => {
        const i = start % length;
        const moved = cyclicIndex(i, step, length);
        expect(moved).toBeGreaterThanOrEqual(0);
        expect(moved).toBeLessThan(length);
        expect(cyclicIndex(moved, -step, length)).toBe(i);
      }),
    );
  });
});
