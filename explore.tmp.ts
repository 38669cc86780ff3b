import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8143';
const id = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.request.post(`${base}/api/auth/login`, { data: { email: 'editor@demo.joinery.test', password: 'JoineryDemo1' } });
  await page.goto(`${base}/products/${id}?version=5`);
  await page.getByTestId('viewed-version-notice').waitFor();
  await page.getByRole('button', { name: 'Version history', exact: true }).click();
  await page.getByRole('button', { name: /^Version 5,/ }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/10c/popover-${width}.png` });
  await page.getByRole('button', { name: 'Merge this branch with latest' }).click();
  await page.getByTestId('change-list').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/10c/merge-review-${width}.png` });
  await page.keyboard.press('Escape');
  await context.close();
}
await browser.close();
