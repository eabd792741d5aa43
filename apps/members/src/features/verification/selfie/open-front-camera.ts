/** Why the camera could not be used: refused by the member, missing, or busy with another app. */
export type CameraProblem = 'refused' | 'missing' | 'busy' | 'unsupported';

export class CameraUnavailable extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
  }
}

/** The front camera, at about the size the server reads (640 pixels); a refusal or a missing camera says which. */
export async function openFrontCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraUnavailable('unsupported');
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
    });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError') throw new CameraUnavailable('refused');
    if (name === 'NotFoundError' || name === 'OverconstrainedError') throw new CameraUnavailable('missing');
    throw new CameraUnavailable('busy');
  }
}
