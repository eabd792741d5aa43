import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceJson } from '@matri/contracts';
import { renderWithProviders } from '../../testing/render-with-providers';
import { InvoicePage } from './invoice-page';
import { HttpError } from '@matri/api-client';

const get = jest.fn();
jest.mock('../../config/app-config', () => ({ http: { get: (...args: unknown[]) => get(...args) } }));
const saveFile = jest.fn();
jest.mock('../../components/save-file', () => ({ saveFile: (...args: unknown[]) => saveFile(...args) }));

const invoice = (overrides: Partial<InvoiceJson> = {}): InvoiceJson => ({
  invoiceNumber: 'SV/26-27/000012',
  issuedAt: '2026-11-21T10:00:00.000Z',
  seller: {
    name: 'Shubh Vivah',
    addressLines: ['2nd Floor, Lalpur Chowk', 'Circular Road, Ranchi 834001'],
    state: 'Jharkhand',
    gstin: '20ABCDE1234F1Z5',
    email: 'care@shubhvivah.in',
    phone: '+91 651 220 4400',
  },
  buyer: {
    name: 'Ananya Sharma',
    email: 'ananya@example.in',
    mobile: '+919876543210',
    state: 'Jharkhand',
    country: 'India',
  },
  placeOfSupply: 'Jharkhand',
  item: {
    description: 'Gold membership, 3 months',
    sac: '998599',
    period: { startsAt: '2026-11-21T10:00:00.000Z', endsAt: '2027-02-21T10:00:00.000Z' },
    taxablePaise: 249_900,
  },
  gstRatePercent: 18,
  cgstPaise: 22_491,
  sgstPaise: 22_491,
  igstPaise: 0,
  totalPaise: 294_882,
  payment: { provider: 'Razorpay', orderId: 'order_A1', paymentId: 'pay_B2' },
  ...overrides,
});

describe('InvoicePage', () => {
  beforeEach(() => {
    get.mockReset();
    saveFile.mockReset();
  });

  it('shows the tax invoice with the seller’s GSTIN, the SAC and CGST with SGST within the state', async () => {
    get.mockResolvedValue(invoice());
    renderWithProviders(<InvoicePage />, { route: '/invoice?payment=12' });
    const document = await screen.findByRole('article', { name: 'Tax invoice SV/26-27/000012' });
    expect(get).toHaveBeenCalledWith('/api/users/me/payments/12/invoice');
    expect(within(document).getByText('GSTIN: 20ABCDE1234F1Z5')).toBeInTheDocument();
    expect(
      within(document).getByRole('row', { name: /Gold membership, 3 months.*998599.*₹2,499.00/ }),
    ).toBeInTheDocument();
    expect(within(document).getByRole('row', { name: 'CGST 9% ₹224.91' })).toBeInTheDocument();
    expect(within(document).getByRole('row', { name: 'SGST 9% ₹224.91' })).toBeInTheDocument();
    expect(within(document).getByRole('row', { name: 'Total paid ₹2,948.82' })).toBeInTheDocument();
  });

  it('shows IGST across states, prints the invoice, and downloads it as a PDF', async () => {
    get.mockResolvedValue(invoice({ placeOfSupply: 'Kerala', cgstPaise: 0, sgstPaise: 0, igstPaise: 44_982 }));
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithProviders(<InvoicePage />, { route: '/invoice?payment=12' });
    expect(await screen.findByRole('row', { name: 'IGST 18% ₹449.82' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /CGST/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    get.mockResolvedValue(pdf);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(get).toHaveBeenLastCalledWith('/api/users/me/payments/12/invoice/pdf', { responseType: 'blob' });
    expect(saveFile).toHaveBeenCalledWith(pdf, 'invoice-SV-26-27-000012.pdf');
  });

  it('says what is wrong with an incomplete link or someone else’s invoice', async () => {
    const { unmount } = renderWithProviders(<InvoicePage />, { route: '/invoice' });
    expect(screen.getByRole('alert')).toHaveTextContent('This invoice link is not complete.');
    expect(get).not.toHaveBeenCalled();
    unmount();
    const body = {
      data: null,
      error: {
        status: 404,
        name: 'NotFoundError',
        message: 'There is no invoice of yours with this number.',
        details: {},
      },
    };
    get.mockRejectedValue(
      new HttpError('failed', {
        status: 404,
        data: body,
        headers: {},
      }),
    );
    renderWithProviders(<InvoicePage />, { route: '/invoice?payment=99' });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no invoice of yours with this number.');
  });
});
