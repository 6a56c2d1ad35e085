// A calendar's weekday row: the page language's names, from its first weekday, the full name for screen readers.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const headings = (html: string): string[] => [...html.matchAll(/<th\b[^>]*>(.*?)<\/th>/g)].map((match) => match[1] ?? '');

afterEach(() => {
  vi.doUnmock('~messages/language');
  vi.doUnmock('~messages/dates');
  vi.resetModules();
});

describe('WeekdayHead', () => {
  it('starts on Sunday in English, two or three letters shown and the full name in abbr', async () => {
    const { WeekdayHead } = await import('./weekday-head');
    const html = renderToStaticMarkup(createElement('table', null, createElement(WeekdayHead, { letters: 3, fullName: 'abbr-attribute' })));
    expect(headings(html)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(html).toContain('abbr="Sunday"');
    const narrow = renderToStaticMarkup(createElement('table', null, createElement(WeekdayHead, { letters: 2, fullName: 'abbr-element' })));
    expect(narrow).toContain('<abbr title="Sunday">Su</abbr>');
  });

  it('starts on Monday in French', async () => {
    vi.resetModules();
    vi.doMock('~messages/language', () => ({ LANGUAGE: 'fr' }));
    vi.doMock('~messages/dates', () => import('../../../../packages/messages/src/fr/dates'));
    const { WeekdayHead } = await import('./weekday-head');
    const html = renderToStaticMarkup(createElement('table', null, createElement(WeekdayHead, { letters: 2, fullName: 'abbr-attribute' })));
    expect(headings(html)).toEqual(['lu', 'ma', 'me', 'je', 've', 'sa', 'di']);
    expect(html).toContain('abbr="lundi"');
  });
});
