import { SELFIE_FRAME_SIDE } from '@matri/contracts';

/** JPEG quality of a frame: 640 pixels at 0.85 is about 30-80 KB, well under the server's 512 KB a frame. */
const QUALITY = 0.85;

/**
 * The camera's picture now, at most SELFIE_FRAME_SIDE pixels a side (the size the server's models read). The
 * browser's models look at this picture, and a step it completes sends this very picture (`encodeFrame`): on a slow
 * device the camera moves on while the models run, so a picture taken after the look may show a head no longer turned.
 */
export function snapPicture(video: HTMLVideoElement): HTMLCanvasElement {
  const scale = Math.min(1, SELFIE_FRAME_SIDE / Math.max(video.videoWidth, video.videoHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** A picture from snapPicture as the JPEG frame the server checks. */
export function encodeFrame(picture: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    picture.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No frame'))), 'image/jpeg', QUALITY),
  );
}
