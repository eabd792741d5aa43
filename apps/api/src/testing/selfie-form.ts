import { randomBytes } from 'node:crypto';

/** A multipart body with the selfie's frames (files named frame) and text fields, as the page's FormData sends it. */
export function selfieForm(
  frames: readonly Buffer[],
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----selfie${randomBytes(8).toString('hex')}`;
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...frames.flatMap((frame, index) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="frame"; filename="frame-${index + 1}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      frame,
      Buffer.from('\r\n'),
    ]),
  ];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
