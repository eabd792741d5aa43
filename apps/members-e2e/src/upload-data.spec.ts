import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@matri/tools/e2e';
import { openAdminSession, signUpThroughApi, uniqueSurname } from './sign-up-through-api';

const year = new Date().getFullYear();
const header = 'Full name,Gender,Date of birth,E-mail,Mobile,Religion,Community,Mother tongue,City,State';

/** A bureau's file: `good` members, two rows the rules refuse, a line with an extra field and a quote never closed. */
function bureauFile(surname: string, good: number) {
  const n = `${Date.now()}`.slice(-5);
  const row = (i: number, name = `Kavya ${surname}`, dob = `15/08/${year - 26}`, religion = 'hindu') =>
    `${name},Female,${dob},kavya.${n}.${i}@example.in,9${n}${String(i).padStart(4, '0')},${religion},Brahmin,Kannada,Mysuru,Karnataka`;
  const lines = [header, ...Array.from({ length: good }, (_, i) => row(i))];
  lines.splice(3, 0, row(good, `Ira ${surname}`, `01/01/${year - 27}`, 'Martian'));
  lines.splice(5, 0, `${row(good + 1)},extra`);
  lines.splice(8, 0, row(good + 2, `"=HYPERLINK(""http://evil.example"")"`, `${year - 15}-02-02`));
  lines.push(`"Never closed,Female`);
  return lines.join('\r\n');
}

async function chooseFile(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'CSV file' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test(
  'an admin imports a bureau’s file: broken lines and bad cells shown first, then progress, the summary and the rows not imported',
  { tag: '@csv-import' },
  async ({ page }) => {
    const surname = uniqueSurname();
    const fileName = `bureau-${surname}.csv`;
    await openAdminSession(page);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Upload data', exact: true }).click();
    await expect(page).toHaveURL('/uploaddata');
    await expect(page.getByRole('button', { name: 'Upload to Database' })).toBeDisabled();

    const text = bureauFile(surname, 1500);
    await chooseFile(page, fileName, text);
    await expect(page.getByText('1,502 rows ready to upload: 1,500 valid, 2 with problems.')).toBeVisible();
    const unread = page.getByRole('list', { name: 'Lines that could not be read' });
    await expect(unread.getByText('Line 6: Too many fields: 11, the header has 10')).toBeVisible();
    await expect(
      unread.getByText('Line 1505: A quoted value is not closed: the rest of the file was read into this row'),
    ).toBeVisible();
    const preview = page.getByRole('table', { name: 'Preview of the first 50 rows' });
    await expect(preview.getByText('Unknown religion: “Martian”')).toBeVisible();

    // The second chunk is held until the progress of the first has been seen, so the bar is checked mid-upload.
    let releaseSecond: () => void = () => undefined;
    const secondHeld = new Promise<void>((resolve) => (releaseSecond = resolve));
    await page.route('**/api/upload-csv?**', async (route) => {
      if (new URL(route.request().url()).searchParams.get('first') !== '1') await secondHeld;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Upload to Database' }).click();
    await expect(page.getByText(/^Sent 1,000 of 1,502 rows · \d+:\d\d elapsed · [\d,]+ rows\/s$/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    releaseSecond();

    const summary = page.getByRole('alert').filter({ hasText: 'Upload finished' });
    await expect(summary).toContainText('1,502 rows: 1,500 created, 0 updated, 0 unchanged, 2 not imported.');
    await expect(summary).toContainText('2 lines of the file could not be read and were not sent.');
    const download = page.waitForEvent('download');
    await summary.getByRole('button', { name: 'Download the rows not imported' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`bureau-${surname}-not-imported.csv`);
    const report = readFileSync(await file.path(), 'utf8').split('\r\n');
    // The byte order mark makes Excel on Windows read the file as UTF-8 (“₹”, Hindi names).
    expect(report[0]).toBe(`\uFEFFLine,${header},Problems`);
    expect(report[1]).toMatch(/^4,Ira .*,Unknown religion: “Martian”$/);
    expect(report.find((line) => line.startsWith('6,'))).toMatch(/Too many fields/);
    expect(report.find((line) => line.startsWith('9,'))).toMatch(/^9,"'=HYPERLINK\(""http:\/\/evil.example""\)",/);

    const history = page.getByRole('table', { name: 'Import history' });
    await expect(history.getByRole('row', { name: new RegExp(fileName) })).toContainText('1,502');

    await page.unroute('**/api/upload-csv?**');
    await chooseFile(page, fileName, text);
    await page.getByRole('button', { name: 'Upload to Database' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Upload finished' })).toContainText(
      '1,502 rows: 0 created, 0 updated, 1,500 unchanged, 2 not imported.',
    );
  },
);

test(
  'a family’s file with short forms and Hindi: every problem of a row shown, bad optional cells left out, and the preview counts what the import creates',
  { tag: ['@csv-import', '@horoscope'] },
  async ({ page }) => {
    const surname = uniqueSurname();
    const n = `${Date.now()}`.slice(-5);
    const dob = `15/08/${year - 26}`;
    const text = [
      'Full name,Gender,Date of birth,E-mail,Mobile,Religion,Mother tongue,Profile created by,Birth time,Nakshatra,Nakshatra pada,Rashi,About me',
      `Kavya ${surname},F,${dob},kavya.${n}.1@example.in,9${n}0001,हिंदू,हिंदी,Mother,25:10,Rohini,2,Mesha,Kind.`,
      `Meera ${surname},महिला,${dob},kavya.${n}.2@example.in,9${n}0002,Hindu,Hindi,माँ,06:45,,,,`,
      `Isha ${surname},Female,${dob},kavya.${n}.1@example.in,9${n}0003,Hindu,Hindi,Self,,,,,`,
      `Ravi ${surname},M,${dob},kavya.${n}.4@example.in,9${n}0004,Martian,Hindi,Father,,,,,`,
    ].join('\r\n');
    await openAdminSession(page);
    await page.goto('/uploaddata');
    await chooseFile(page, `family-${surname}.csv`, text);
    await expect(page.getByText('4 rows ready to upload: 2 valid, 2 with problems.')).toBeVisible();
    await expect(page.getByText(/^1 valid row has an optional cell that is not valid/)).toBeVisible();
    const preview = page.getByRole('table', { name: 'Preview of the first 4 rows' });
    await expect(preview.getByText(/^Birth time left out: “25:10” is not a birth time/)).toBeVisible();
    await expect(preview.getByText('Rashi left out: Rohini pada 2 lies in Vrishabha (Taurus)')).toBeVisible();
    await expect(preview.getByText(/^About me left out: /)).toBeVisible();
    await expect(preview.getByText('The same e-mail as line 2 of this file')).toBeVisible();
    await expect(preview.getByText('Unknown religion: “Martian”')).toBeVisible();

    await page.getByRole('button', { name: 'Upload to Database' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Upload finished' });
    await expect(summary).toContainText(
      '4 rows: 2 created, 0 updated, 0 unchanged, 2 not imported. 1 row was imported without a field whose cell was not valid.',
    );
    await expect(summary.getByRole('list', { name: 'Fields left out' })).toContainText(
      'Line 2: Rashi left out: Rohini pada 2 lies in Vrishabha (Taurus)',
    );
  },
);

test('a member who opens /uploaddata is told it is for admins', { tag: '@csv-import' }, async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/uploaddata');
  await expect(page.getByRole('alert')).toContainText('Only admins can import members.');
  await expect(page.getByRole('button', { name: 'Upload to Database' })).toHaveCount(0);
});
