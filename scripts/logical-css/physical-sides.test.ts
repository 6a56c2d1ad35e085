import { describe, expect, it } from 'vitest';
import { physicalSides } from './physical-sides';

const declarations = (css: string): string[] => physicalSides(css).map((found) => found.declaration);

describe('physicalSides', () => {
  it('finds properties that name a side, with their line', () => {
    const css = '.a {\n  margin-left: 1rem;\n  padding-right: 0;\n}\n.b { right: 0; border-top-left-radius: 2px; }';
    expect(physicalSides(css)).toEqual([
      { line: 2, declaration: 'margin-left: 1rem' },
      { line: 3, declaration: 'padding-right: 0' },
      { line: 5, declaration: 'right: 0' },
      { line: 5, declaration: 'border-top-left-radius: 2px' },
    ]);
  });

  it('finds side keywords where a logical keyword exists', () => {
    expect(declarations('.a { text-align: right; float: left; clear: left }')).toEqual(['text-align: right', 'float: left', 'clear: left']);
  });

  it('lets logical properties, comments, custom properties and other values through', () => {
    const css = [
      '/* left-aligned: margin-left: 1rem */',
      '.a { margin-inline-start: 1rem; inset-inline-end: 0; text-align: start; border-start-start-radius: 2px; }',
      '.b { --left-room: 2px; background-position: left top; transform: rotate(180deg); }',
      '.highlight:has(.brightness) { color: red; }',
    ].join('\n');
    expect(declarations(css)).toEqual([]);
  });
});
