import { describe, expect, it } from 'vitest';
import { recognitionLanguage } from './recognition-language';

describe('recognitionLanguage', () => {
  it('gives the site languages the region a recogniser needs, English the brief’s en-IN', () => {
    expect(['en', 'fr', 'es', 'he'].map(recognitionLanguage)).toEqual(['en-IN', 'fr-FR', 'es-ES', 'he-IL']);
  });

  it('reads the pseudo-language as English and keeps a tag that names its region', () => {
    expect(recognitionLanguage('en-XA')).toBe('en-IN');
    expect(recognitionLanguage('fr-CA')).toBe('fr-CA');
    expect(recognitionLanguage('de')).toBe('de');
  });
});
