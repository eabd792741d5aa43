import { financialYearOf, formatPaise, invoiceNumber, splitGst } from './invoice';

describe('invoice rules', () => {
  it('numbers by the Indian financial year, which turns on 1 April in India', () => {
    expect(financialYearOf(new Date('2026-11-23T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('writes numbers of at most 16 characters, in order', () => {
    expect(invoiceNumber('SV', '2026-27', 42)).toBe('SV/26-27/000042');
    expect(invoiceNumber('HS', '2026-27', 999_999).length).toBeLessThanOrEqual(16);
  });

  it('splits GST into CGST and SGST within the seller’s state, IGST otherwise', () => {
    expect(splitGst(44_983, 'jharkhand', 'jharkhand')).toEqual({ cgstPaise: 22_491, sgstPaise: 22_492, igstPaise: 0 });
    expect(splitGst(44_983, 'jharkhand', 'kerala')).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 44_983 });
    expect(splitGst(44_983, 'jharkhand', null)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 44_983 });
  });

  it('prints amounts in rupees and paise, grouped the Indian way', () => {
    expect(formatPaise(29_488_200)).toBe('₹2,94,882.00');
    expect(formatPaise(44_983)).toBe('₹449.83');
  });
});
