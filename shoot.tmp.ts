import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8109';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const name = p.replace(/[\/?=&#]/g, '_') || 'root';
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: false });
    console.log(width, p, '->', new URL(page.url()).pathname, '|', await page.title(), errors.length ? 'ERR ' + errors.join(' ;; ') : '');
    errors.length = 0;
  }
  await page.close();
}
await browser.close();
