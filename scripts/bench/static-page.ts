// The bench's static page: the text of the server-rendered home page
// as plain HTML, with no script, no stylesheet and no picture, the speed a page of that text can have.
// It names no tab icon, as the site's pages name theirs: a page that names none makes the browser
// fetch /favicon.ico, which the site answers with its home page, and that fetch would be measured.
const blockEnd = /<\/(?:p|div|h[1-6]|li|section|article|header|footer|nav|main|a|button|dt|dd|figcaption|td|th)>|<br\s*\/?>/gi;

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function staticPageOf(renderedHtml: string): string {
  const title = decodeEntities(/<title[^>]*>([^<]*)<\/title>/i.exec(renderedHtml)?.[1]?.trim() || 'Venue');
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(renderedHtml)?.[1] ?? renderedHtml;
  const lines = decodeEntities(
    body
      .replace(/<(script|style|svg|noscript|template)[\s\S]*?<\/\1>/gi, '')
      .replace(blockEnd, '\n')
      .replace(/<[^>]+>/g, ' '),
  )
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
  const [heading = title, ...rest] = lines;
  const description = rest.find((line) => line.length > 40) ?? heading;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<meta name="description" content="${escapeHtml(description).replace(/"/g, '&quot;')}">
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;line-height:1.5;color:#111;background:#fff}</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${rest.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</main>
</body>
</html>
`;
}

/**
 * A page as the server rendered it, less its scripts (JSON-LD kept, it runs nothing): the same HTML,
 * styles and pictures, so its LCP is the best the page itself can have, and a page's LCP beside its
 * copy's measures only what its scripts cost.
 */
export function withoutScripts(renderedHtml: string): string {
  return renderedHtml.replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, '');
}
