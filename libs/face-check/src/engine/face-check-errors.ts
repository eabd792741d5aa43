/** Every worker is busy and the queue is full: the caller answers "busy, try again" (the API: 503 with Retry-After). */
export class FaceCheckBusy extends Error {
  override readonly name = 'FaceCheckBusy';
  constructor(readonly queued: number) {
    super(`The face check is busy (${queued} checks waiting): try again in a few seconds`);
  }
}

/** A worker failed (a model that did not load, a worker that stopped): not the member's fault, nothing to retry now. */
export class FaceCheckFailed extends Error {
  override readonly name = 'FaceCheckFailed';
}
