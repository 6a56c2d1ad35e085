// npm run lint: refuses a physical side (left, right) in the site's stylesheets, so right-to-left pages lay out
// by the same CSS (docs/decisions.md#right-to-left). Prints each one found and fails.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { physicalSides } from './physical-sides';

const root = join(import.meta.dirname, '../..');
const site = join(root, 'apps/web/src');

const stylesheets = (readdirSync(site, { recursive: true, encoding: 'utf8' }) as string[]).filter((name) => name.endsWith('.css'));

let count = 0;
for (const name of stylesheets) {
  const file = join(site, name);
  for (const found of physicalSides(readFileSync(file, 'utf8'))) {
    console.error(`${relative(root, file)}:${found.line}  ${found.declaration}  (use the logical property: inline-start/end)`);
    count++;
  }
}
if (count > 0) {
  console.error(`${count} physical side(s) in the site's CSS.`);
  process.exit(1);
}
