import sharp from 'sharp';

/** 48 px wide and blurred: enough to show a photo is there, too little to recognise anyone. */
export const BLURRED_WIDTH_PX = 48;

export function renderBlurredPhoto(stored: Buffer): Promise<Buffer> {
  return sharp(stored).resize({ width: BLURRED_WIDTH_PX }).blur(4).webp({ quality: 50 }).toBuffer();
}
