import type { ReadRequest, ReadResponse } from './face-reading';

/** Reads images with the models: the worker pool in the product, canned readings in the rules' tests. */
export type FaceEngine = { read(request: ReadRequest): Promise<ReadResponse> };
