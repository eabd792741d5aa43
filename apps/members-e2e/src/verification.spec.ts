import { readFile } from 'node:fs/promises';
import { buildSecureQr, qrImage } from '@matri/aadhaar/testing';
import { e2eUidaiSigner, expect, test } from '@matri/tools/e2e';
import { signUpThroughApi } from './sign-up-through-api';

test('a member verifies their ID with a photo of the Secure QR on their Aadhaar', async ({ page }) => {
  const member = await signUpThroughApi(page);
  // The member's own name, birth date and gender, signed with the key standing in for UIDAI's (demo mode only).
  const key = await readFile(e2eUidaiSigner('members-e2e').keyPath, 'utf8');
  const referenceLastFour = String(1000 + Math.floor(Math.random() * 9000));
  const photo = await qrImage(
    buildSecureQr({ name: member.fullName, dateOfBirth: '21-06-1993', gender: 'M', referenceLastFour }, key),
  );

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'ID verification' }).click();
  await expect(page.getByRole('heading', { name: 'Verification', level: 1 })).toBeVisible();
  await expect(page.getByText(/We never keep your Aadhaar number/)).toBeVisible();
  await page.getByRole('checkbox', { name: /checks my Aadhaar for one purpose/ }).check();
  await page
    .getByLabel('Photo of the QR code on your Aadhaar')
    .setInputFiles({ name: 'aadhaar-qr.png', mimeType: 'image/png', buffer: photo });
  await page.getByRole('button', { name: 'Check my Aadhaar' }).click();

  await expect(page.getByRole('status', { name: 'Your ID check' })).toContainText('Your ID is verified');
  await expect(page.getByText(/^ID: verified on .+ with the Secure QR code$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check my Aadhaar' })).toBeHidden();
});
