import { describe, expect, it } from 'vitest';
import { pseudoMessage, pseudoText } from './pseudo-text';

describe('the pseudo-language', () => {
  it('accents every message and makes it about 40 % longer, between marks', () => {
    const text = pseudoText('Buy tickets');
    expect(text).toMatch(/^⟦.*⟧$/);
    expect(text).not.toMatch(/[A-Za-z]{3,}/);
    expect(text.length).toBeGreaterThanOrEqual(Math.ceil('Buy tickets'.length * 1.4));
    expect(pseudoText(' ')).toBe(' ');
  });

  it('writes what a message function writes, and the words it gives a part the caller draws', () => {
    const left = pseudoMessage((count: number) => `${count} left`);
    expect(left(3)).toMatch(/^⟦3 ļéfţ·+⟧$/);
    const policy = pseudoMessage(<T>(link: (text: string) => T): (string | T)[] => ['Read our ', link('privacy policy'), '.']);
    const parts = policy((text) => ({ link: text }));
    expect(parts[0]).toMatch(/^⟦Ŕéáď öüŕ ·+⟧$/);
    expect(parts[1]).toEqual({ link: expect.stringMatching(/^⟦pŕïváçý pöļïçý·+⟧$/) as unknown });
  });
});
