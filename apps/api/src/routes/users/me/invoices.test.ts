import { eq } from 'drizzle-orm';
import { brands } from '@matri/contracts';
import { defaultPlans, financialYearOf, formatPaise, invoiceNumber, priceWithGst } from '@matri/membership';
import { users } from '../../../db/schema';
import { purgeDeletedAccounts } from '../../../modules/account';
import { createLocalPhotoStore } from '../../../modules/photos';
import { paymentSignature, testProcessorSecret } from '../../../modules/membership';
import { paymentCalls } from '../../../testing/payment-calls';
import { pdfText } from '../../../testing/pdf-text';
import { createTestApp, signUpMember, TEST_JWT_SECRET, type TestApp, type TestMember } from '../../../testing/test-app';

let t: TestApp;
const { startOrder, verify } = paymentCalls(() => t);
beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: 'true', GSTIN: '20ABCDE1234F1Z5' });
});
afterAll(() => t.close());

const [, gold, diamond] = defaultPlans;
const secret = testProcessorSecret(TEST_JWT_SECRET);

async function pay(member: TestMember, planId: string) {
  const order = (await startOrder(member, planId)).json();
  const paymentId = `pay_inv_${order.orderId}`;
  expect(
    (
      await verify(member, {
        orderId: order.orderId,
        paymentId,
        signature: paymentSignature(order.orderId, paymentId, secret),
      })
    ).statusCode,
  ).toBe(200);
}
const livesIn = (member: TestMember, state: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/users/me/profile',
    headers: member.auth,
    payload: { country: 'in', state, city: 'Somewhere' },
  });
const payments = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/me/payments', headers: member.auth })).json();
const invoice = (member: TestMember, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/users/me/payments/${id}/invoice`, headers: member.auth });

describe('invoices', () => {
  it('makes out a tax invoice with CGST and SGST to a member in the seller’s state', async () => {
    const member = await signUpMember(t, { fullName: 'Ananya Sharma' });
    await livesIn(member, 'jharkhand');
    await pay(member, 'gold');
    const [payment] = await payments(member);
    const { gst, total } = priceWithGst(gold.priceInr);
    expect(payment).toMatchObject({ planName: 'Gold membership, 3 months', planId: 'gold', amountPaise: total * 100 });
    expect(payment.invoiceNumber).toMatch(new RegExp(`^SV/${financialYearOf(new Date()).slice(2)}/\\d{6}$`));
    const body = (await invoice(member, payment.id)).json();
    expect(body).toMatchObject({
      invoiceNumber: payment.invoiceNumber,
      seller: { name: brands['shubh-vivah'].name, gstin: '20ABCDE1234F1Z5', state: 'Jharkhand' },
      buyer: { name: 'Ananya Sharma', email: member.registration.email, state: 'Jharkhand', country: 'India' },
      placeOfSupply: 'Jharkhand',
      item: {
        description: 'Gold membership, 3 months',
        sac: '998599',
        taxablePaise: gold.priceInr * 100,
        period: { startsAt: expect.any(String), endsAt: expect.any(String) },
      },
      gstRatePercent: 18,
      igstPaise: 0,
      totalPaise: total * 100,
      payment: { provider: 'Test processor', paymentId: expect.stringMatching(/^pay_inv_/) },
    });
    expect(body.cgstPaise + body.sgstPaise).toBe(gst * 100);
  });

  it('charges IGST across states, numbers invoices one after another, and never changes one after it is made', async () => {
    const member = await signUpMember(t, { fullName: 'Farah Siddiqui' });
    await livesIn(member, 'kerala');
    await pay(member, 'gold');
    await pay(member, 'diamond');
    const [second, first] = await payments(member);
    const [, year, firstSeq] = first.invoiceNumber.split('/');
    expect(second.invoiceNumber).toBe(invoiceNumber('SV', `20${year}`, Number(firstSeq) + 1));
    await livesIn(member, 'jharkhand');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/profile',
      headers: member.auth,
      payload: { fullName: 'Farah Khan' },
    });
    const body = (await invoice(member, second.id)).json();
    const { gst } = priceWithGst(diamond.priceInr);
    expect(body).toMatchObject({
      buyer: { name: 'Farah Siddiqui', state: 'Kerala' },
      placeOfSupply: 'Kerala',
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: gst * 100,
    });
  });

  it('shows an invoice to its member and to admins only, and lists no unpaid order', async () => {
    const member = await signUpMember(t);
    const other = await signUpMember(t);
    const admin = await signUpMember(t);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    await startOrder(member, 'platinum');
    expect(await payments(member)).toEqual([]);
    await pay(member, 'gold');
    const [payment] = await payments(member);
    const refused = await invoice(other, payment.id);
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      404,
      'There is no invoice of yours with this number.',
    ]);
    expect((await invoice(admin, payment.id)).statusCode).toBe(200);
    expect((await invoice(member, 2_147_483_647)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me/payments/abc/invoice', headers: member.auth }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/payments' })).statusCode).toBe(401);
  });

  it('keeps an erased account’s invoice for admins, without its e-mail and mobile', async () => {
    const member = await signUpMember(t, { fullName: 'Kabir Anand' });
    const admin = await signUpMember(t);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    await pay(member, 'gold');
    const [payment] = await payments(member);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/me/deletion',
      headers: member.auth,
      payload: { password: member.registration.password },
    });
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(users.id, member.id));
    expect(await purgeDeletedAccounts(t.database.db, createLocalPhotoStore(t.uploadsDir))).toBeGreaterThanOrEqual(1);
    const kept = await invoice(admin, payment.id);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      invoiceNumber: payment.invoiceNumber,
      buyer: { name: 'Kabir Anand', email: null, mobile: null },
      totalPaise: payment.amountPaise,
    });
  });

  it('gives the invoice as a PDF with its number, GSTIN, GST and total, in the member’s language', async () => {
    const member = await signUpMember(t, { fullName: 'प्रिया शर्मा' });
    await livesIn(member, 'jharkhand');
    await pay(member, 'gold');
    const [payment] = await payments(member);
    const pdf = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/users/me/payments/${payment.id}/invoice/pdf`, headers });

    const english = await pdf(member.auth);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${payment.invoiceNumber.replace(/\//g, '-')}.pdf"`,
    );
    expect(english.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(english.rawPayload);
    const { total } = priceWithGst(gold.priceInr);
    for (const expected of [
      'Tax invoice',
      `Invoice number: ${payment.invoiceNumber}`,
      'GSTIN: 20ABCDE1234F1Z5',
      'SAC',
      '998599',
      'Gold membership, 3 months',
      formatPaise(gold.priceInr * 100),
      'CGST 9%',
      'SGST 9%',
      'Total paid',
      formatPaise(total * 100),
      'Place of supply',
    ])
      expect(text).toContain(expected);
    // The buyer's Devanagari name is shaped (प्र and the reph of र्मा are glyphs of their own), so its letters come
    // back in glyph order: प्र, the i-matra drawn before it, then या.
    expect(text).toContain('िप्रया');
    expect(text).toMatch(/शमार्/);

    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: member.auth,
      payload: { language: 'hi' },
    });
    const hindi = pdfText((await pdf(member.auth)).rawPayload);
    expect(hindi).toContain('टैक्स इनवॉइस (Tax Invoice)');
    expect(hindi).toContain(`इनवॉइस नंबर: ${payment.invoiceNumber}`);
    expect(hindi).toContain('कुल भुगतान');
    expect(hindi).toContain(formatPaise(total * 100));

    const other = await signUpMember(t);
    const refused = await pdf(other.auth);
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      404,
      'There is no invoice of yours with this number.',
    ]);
  });

  it('makes a member at most 30 PDFs an hour, so a loop cannot keep a process busy shaping Devanagari', async () => {
    const member = await signUpMember(t);
    // Refused invoices count as well: the limit comes before the work, whatever the number asked for.
    const pdf = () =>
      t.app.inject({ method: 'GET', url: '/api/users/me/payments/999999/invoice/pdf', headers: member.auth });
    for (let attempt = 0; attempt < 30; attempt += 1) expect((await pdf()).statusCode).toBe(404);
    const refused = await pdf();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
