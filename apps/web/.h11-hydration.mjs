// H11's temporary probe: hydration errors and marks on a few pages. Deleted after use.
import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
page.on('console', (msg) => { if (msg.type() === 'error' || msg.type() === 'warning') console.log('  console:', msg.text().slice(0, 200)); });
page.on('pageerror', (e) => console.log('  pageerror:', e.message.slice(0, 200)));
for (const path of process.argv.slice(2)) {
  console.log(path);
  await page.goto(`http://localhost:48711${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const marks = await page.evaluate(() => [...document.querySelectorAll('body [lang]')].slice(0, 6).map((e) => `<${e.tagName.toLowerCase()} lang=${e.getAttribute('lang')} dir=${e.getAttribute('dir')}> ${e.textContent.trim().slice(0, 30)}`));
  console.log('  ' + marks.join('\n  '));
}
await browser.close();
