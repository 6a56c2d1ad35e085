// The site's stylesheets say start and end, never left and right (docs/decisions.md#right-to-left): a page
// in Hebrew lays out right to left from the same CSS. This finds each declaration that names a physical side.

export interface PhysicalSide {
  readonly line: number;
  readonly declaration: string;
}

/** Properties whose value may name a side (`text-align: left`), where a logical keyword exists. */
const sideValued = new Set(['text-align', 'text-align-last', 'float', 'clear', 'caption-side', 'justify-self', 'justify-items']);

const sideInName = /(^|-)(left|right)(-|$)/;
const sideInValue = /\b(left|right)\b/;

/** Blanks comments out, keeping their line breaks so that line numbers stay true. */
const withoutComments = (css: string): string => css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));

/** Every declaration of `css` that sets a physical side (`margin-left`, `right: 0`, `text-align: right` ...). */
export function physicalSides(css: string): readonly PhysicalSide[] {
  const found: PhysicalSide[] = [];
  withoutComments(css)
    .split('\n')
    .forEach((text, index) => {
      for (const match of text.matchAll(/(?:^|[;{\s])(-?[a-z][a-z-]*)\s*:\s*([^;{}]*)/g)) {
        const property = match[1] ?? '';
        const value = match[2] ?? '';
        if (property.startsWith('--')) continue;
        if (sideInName.test(property) || (sideValued.has(property) && sideInValue.test(value)))
          found.push({ line: index + 1, declaration: `${property}: ${value.trim()}` });
      }
    });
  return found;
}
