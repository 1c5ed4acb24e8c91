import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium, expect, test } from '@playwright/test';

import { newMember, rewardCode, signIn, watchPolicies } from './helpers';
import { writeQrVideo } from './qr-video';
import { BETA } from './stack';

// The desk's camera path: Chromium's fake camera plays a generated video of the reward's QR code,
// the console reads it (Chromium on Linux has no BarcodeDetector: the barcode-detector polyfill,
// ZXing in WebAssembly, loaded from the console's assets under its CSP) and redeems the code.
// The video is a launch argument, so this test starts its own browser.
test('desk: a QR code held to the camera redeems the reward', async ({ request }) => {
  const member = await newMember(request);
  const code = await rewardCode(request, member);
  const dir = await mkdtemp(path.join(tmpdir(), 'console-qr-'));
  const video = path.join(dir, 'qr.y4m');
  await writeQrVideo(video, code);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.grantPermissions(['camera'], { origin: BETA });
    const problems = await watchPolicies(context);
    const page = await context.newPage();
    await signIn(page, BETA);
    await page
      .getByRole('navigation', { name: 'Areas' })
      .getByRole('link', { name: 'Desk' })
      .click();
    await page.getByRole('button', { name: 'Scan with the camera' }).click();

    const result = page.getByTestId('redeem-result');
    await expect(result).toHaveAttribute('data-outcome', 'used-now', { timeout: 20_000 });
    await expect(result).toContainText(code);
    // The same code still in front of the camera is read once, not redeemed again and again.
    await page.waitForTimeout(1_000);
    await expect(result).toHaveAttribute('data-outcome', 'used-now');
    await page.getByRole('button', { name: 'Stop the camera' }).click();
    await expect(page.locator('video')).toHaveCount(0);
    expect(problems, 'policy violations').toEqual([]);
    await context.close();
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
});
