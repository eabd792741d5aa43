import QRCode from 'qrcode';

/**
 * A PNG of the QR code for `text`, as the e-Aadhaar prints it: numeric mode, low error correction (a Secure QR is
 * too long for more), `modulePixels` pixels a module, on a white margin.
 */
export async function qrImage(text: string, modulePixels = 4): Promise<Buffer> {
  return QRCode.toBuffer([{ data: text, mode: 'numeric' }], {
    errorCorrectionLevel: 'L',
    scale: modulePixels,
    margin: 4,
    type: 'png',
  });
}
