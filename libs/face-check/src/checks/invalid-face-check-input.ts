/** A caller's mistake (too few frames, too many photos): the API validates these first and answers 400. */
export class InvalidFaceCheckInput extends Error {
  override readonly name = 'InvalidFaceCheckInput';
}
