import { InvalidFaceCheckInput } from '../checks/invalid-face-check-input';
import { FaceCheckBusy, FaceCheckFailed } from '../engine/face-check-errors';
import type { ReadRequest, ReadResponse } from '../engine/face-reading';
import type { FaceJobLane } from '../engine/face-worker-pool';

/**
 * An IPC channel between a process asking for face reads and the one holding the pool: a cluster worker or a child
 * process seen from its parent, `process` seen from the child. Other messages share it (the API's heartbeats), so
 * each side reads only messages of its own kind.
 */
export type FaceReadChannel = {
  send(message: unknown, sendHandle: undefined, options: undefined, callback: (error: Error | null) => void): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'disconnect', listener: () => void): unknown;
};

/** The error classes a caller tells apart (the API: 503/429 for busy, 503 for failed, 400 for invalid input). */
type FaceReadFailure =
  { name: 'FaceCheckBusy'; queued: number } | { name: 'FaceCheckFailed' | 'InvalidFaceCheckInput'; message: string };

export type FaceReadAsk = { kind: 'face-read'; id: number; lane: FaceJobLane; request: ReadRequest };
export type FaceReadAnswer =
  | { kind: 'face-read-answer'; id: number; response: ReadResponse }
  | {
      kind: 'face-read-answer';
      id: number;
      failure: FaceReadFailure;
    };

const isRecord = (message: unknown): message is Record<string, unknown> =>
  typeof message === 'object' && message !== null;

export const isFaceReadAsk = (message: unknown): message is FaceReadAsk =>
  isRecord(message) &&
  message['kind'] === 'face-read' &&
  typeof message['id'] === 'number' &&
  (message['lane'] === 'interactive' || message['lane'] === 'background');

export const isFaceReadAnswer = (message: unknown): message is FaceReadAnswer =>
  isRecord(message) && message['kind'] === 'face-read-answer' && typeof message['id'] === 'number';

/** A pool's error as it crosses the channel (structured clone keeps an Error's message, not its class). */
export function toFailure(error: unknown): FaceReadFailure {
  if (error instanceof FaceCheckBusy) return { name: 'FaceCheckBusy', queued: error.queued };
  const message = error instanceof Error ? error.message : String(error);
  return { name: error instanceof InvalidFaceCheckInput ? 'InvalidFaceCheckInput' : 'FaceCheckFailed', message };
}

export function fromFailure(failure: FaceReadFailure): Error {
  if (failure.name === 'FaceCheckBusy') return new FaceCheckBusy(failure.queued);
  return failure.name === 'InvalidFaceCheckInput'
    ? new InvalidFaceCheckInput(failure.message)
    : new FaceCheckFailed(failure.message);
}
