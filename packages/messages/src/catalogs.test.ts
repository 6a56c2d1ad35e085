// Each language has every area and every message English has, no more, and each message of the same kind
// (a text, or a function of as many arguments); catalogs-complete.ts lists each area for TypeScript too.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folder = new URL('./', import.meta.url);
const languages = ['fr', 'es', 'he'];
const areas = readdirSync(new URL('en/', folder))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => name.slice(0, -3));

const catalog = async (language: string, area: string): Promise<Record<string, unknown>> =>
  (await import(/* @vite-ignore */ new URL(`${language}/${area}.ts`, folder).href)) as Record<string, unknown>;

const kindOf = (value: unknown): string => (typeof value === 'function' ? `function/${(value as () => unknown).length}` : typeof value);

describe('message catalogs', () => {
  it('every language has the same areas', () => {
    for (const language of languages) {
      const theirs = readdirSync(new URL(`${language}/`, folder)).filter((name) => name.endsWith('.ts'));
      expect(theirs.map((name) => name.slice(0, -3)).sort(), language).toEqual([...areas].sort());
    }
  });

  it('every area is checked by TypeScript too', () => {
    const listed = readFileSync(new URL('catalogs-complete.ts', import.meta.url), 'utf8');
    for (const area of areas.filter((name) => name !== 'language')) expect(listed, area).toContain(`./he/${area}'`);
  });

  it.each(areas)('%s: the same messages of the same kinds in every language', async (area) => {
    const english = await catalog('en', area);
    const shape = Object.fromEntries(Object.entries(english).map(([name, value]) => [name, kindOf(value)]));
    for (const language of languages) {
      const theirs = await catalog(language, area);
      expect(Object.fromEntries(Object.entries(theirs).map(([name, value]) => [name, kindOf(value)])), `${language}/${area}`).toEqual(
        area === 'language' ? { LANGUAGE: 'string' } : shape,
      );
    }
  });

  it.each(areas)('%s: no message is empty', async (area) => {
    for (const language of ['en', ...languages]) {
      for (const [name, value] of Object.entries(await catalog(language, area))) {
        if (typeof value === 'string') expect(value.trim(), `${language}/${area}.${name}`).not.toBe('');
      }
    }
  });
});
