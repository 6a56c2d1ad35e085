// H11's temporary probe: what makes a page wider than 320 px. Deleted after use.
import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 320, height: 720 } });
for (const path of process.argv.slice(2)) {
  await page.goto(`http://localhost:48711/en-XA${path}`);
  await page.waitForLoadState('networkidle');
  const out = await page.evaluate(() => {
    const res = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right > 321 && r.width > 0) {
        const parentWide = [...el.children].some((c) => c.getBoundingClientRect().right > 321);
        res.push(`${parentWide ? '  ' : '* '}<${el.tagName.toLowerCase()} class="${el.className}"> right=${Math.round(r.right)} w=${Math.round(r.width)} "${(el.textContent ?? '').trim().slice(0, 50)}"`);
      }
    }
    return [document.documentElement.scrollWidth, ...res.slice(0, 25)];
  });
  console.log(path, out.join('\n'));
}
await browser.close();
