// The Nu Html Checker release the suite runs (e2e/valid-html.spec.ts) predates its rule against aria-disabled beside
// disabled, so the button's first HTML is checked here.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

const button = (props: { readonly disabled?: boolean; readonly ready?: boolean }) =>
  renderToStaticMarkup(createElement(SubmitButton, { busy: false, busyText: 'Sending', children: 'Send', ...props }));

describe('SubmitButton', () => {
  it('is disabled without aria-disabled until the page hydrates', () => {
    expect(button({ disabled: true })).toMatch(/<button[^>]* disabled=""/);
    expect(button({ disabled: true })).not.toContain('aria-disabled');
  });

  it('keeps the focus with aria-disabled once it answers presses', () => {
    expect(button({ ready: false })).toContain('aria-disabled="true"');
    expect(button({ ready: false })).not.toMatch(/ disabled=""/);
  });
});
