import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('drops tags, scripts and styles, and keeps one line per block', () => {
    expect(htmlToText('<p>a<br>b</p><script>x</script><ul><li>c &#39;d&#39;</li></ul>')).toBe("a\nb\nc 'd'");
    expect(htmlToText('<p>Guests must be <strong>21 or older</strong> &amp; bring ID.</p><p>Thanks&#39;</p>')).toBe(
      "Guests must be 21 or older & bring ID.\nThanks'",
    );
    expect(htmlToText('<style>p { color: red }</style ><h2>Doors</h2 ><div>10 PM</div>')).toBe('Doors\n10 PM');
  });

  it('reads whitespace in the source as a browser does', () => {
    expect(htmlToText('<p>Doors\n   at\t10 PM</p>\n\n<p>ID   required</p>')).toBe('Doors at 10 PM\nID required');
    expect(htmlToText('a<script>x</script>b')).toBe('a b');
  });

  it('decodes named, decimal and hex references, drops impossible ones and keeps unknown names', () => {
    expect(htmlToText('&lt;b&gt; &quot;x&quot; &apos;y&#x27; &AMP; a&nbsp;b &#233;')).toBe('<b> "x" \'y\' & a b é');
    expect(htmlToText('ok &#99999999; &#0; &#xD800;')).toBe('ok');
    expect(htmlToText('&copy; 2030')).toBe('&copy; 2030');
  });

  it('property: any string gives trimmed text without tags around letters, and never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (html) => {
        const text = htmlToText(html);
        expect(text).toBe(text.trim());
        expect(text).not.toMatch(/\n\s*\n|[^\S\n]{2}/);
      }),
    );
  });

  it('property: plain text without markup or references comes back with its whitespace collapsed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 .,!?]*$/), (plain) => {
        expect(htmlToText(plain)).toBe(plain.replace(/\s+/g, ' ').trim());
      }),
    );
  });
});
