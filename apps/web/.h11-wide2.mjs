// H11's temporary probe (2). Deleted after use.
import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 320, height: 720 } });
for (const path of process.argv.slice(2)) {
  await page.goto(`http://localhost:48711/en-XA${path}`);
  await page.waitForLoadState('networkidle');
  const out = await page.evaluate(() => {
    const res = [`doc ${document.documentElement.scrollWidth} body ${document.body.scrollWidth} ${document.body.getBoundingClientRect().width}`];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      const wideKids = [...el.children].some((c) => c.getBoundingClientRect().right > 321 || c.getBoundingClientRect().left < -1);
      const over = el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible' && el.clientWidth > 0;
      const kidsOver = [...el.children].some((c) => c.scrollWidth > c.clientWidth + 1 && c.clientWidth > 0);
      if (over && !kidsOver) res.push(`OVER <${el.tagName.toLowerCase()} class="${el.className}"> cw=${el.clientWidth} sw=${el.scrollWidth} l=${Math.round(r.left)} "${(el.textContent ?? '').trim().slice(0, 70)}"`);
      if ((r.right > 321 || r.left < -1) && !wideKids) res.push(`<${el.tagName.toLowerCase()} class="${el.className}"> l=${Math.round(r.left)} r=${Math.round(r.right)} "${(el.textContent ?? '').trim().slice(0, 60)}"`);
    }
    return res.slice(0, 30);
  });
  console.log(path, out.join('\n'));
}
await browser.close();
