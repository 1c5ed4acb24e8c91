import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium, expect, test } from '@playwright/test';

import { deskCard, newMember, rewardCode, signIn, watchPolicies } from './helpers';
import { writeQrVideo } from './qr-video';
import { BETA } from './stack';

// The desk's camera path: Chromium's fake camera plays a generated video of the reward's QR code,
// the console reads it (Chromium on Linux has no BarcodeDetector: the barcode-detector polyfill,
// ZXing in WebAssembly, loaded from the console's assets under its CSP), shows the card and the
// staff redeem it. The video is a launch argument, so this test starts its own browser.
test('desk: a QR code held to the camera shows the card, read once until "Scan again"', async ({
  request,
}) => {
  const member = await newMember(request);
  const code = await rewardCode(request, member);
  const { reward } = await deskCard(request, code);
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

    // The card: the reward, the member, valid — nothing redeemed until Redeem is pressed.
    const result = page.getByTestId('redeem-result');
    await expect(result).toHaveAttribute('data-outcome', 'valid', { timeout: 20_000 });
    await expect(result.getByTestId('desk-reward')).toHaveText(reward!.title);
    await expect(result.getByTestId('desk-member')).toHaveText(
      `For Rita Receipt (member #${member.id})`,
    );
    await expect(result).toContainText(code);
    // The read stopped the camera: the same code still in the video is not read again.
    await expect(page.locator('video')).toHaveCount(0);
    await page.waitForTimeout(1_000);
    await expect(result).toHaveAttribute('data-outcome', 'valid');
    expect((await deskCard(request, code)).status).toBe('active');

    // Redeem has the focus: one deliberate key press.
    await expect(result.getByRole('button', { name: 'Redeem' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(result).toHaveAttribute('data-outcome', 'used-now');
    await expect(result.getByTestId('desk-reward')).toHaveText(reward!.title);
    await expect(result).toContainText('Valid — redeemed now');

    // Scan again: the camera reads the same code once more, now used, with when and by whom.
    await page.getByRole('button', { name: 'Scan again' }).click();
    await expect(result).toHaveAttribute('data-outcome', 'already-used', { timeout: 20_000 });
    await expect(result.getByTestId('desk-used')).toContainText('by ');
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Scan again' })).toBeVisible();
    expect(problems, 'policy violations').toEqual([]);
    await context.close();
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
});
