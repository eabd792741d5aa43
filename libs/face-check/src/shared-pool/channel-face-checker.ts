import { faceCheckConfig, type FaceCheckSettings } from '../config/face-check-config';
import { FaceCheckFailed } from '../engine/face-check-errors';
import type { ReadRequest, ReadResponse } from '../engine/face-reading';
import type { FaceJobLane } from '../engine/face-worker-pool';
import { faceCheckerOn, type FaceChecker } from '../face-checker';
import { fromFailure, isFaceReadAnswer, type FaceReadAsk, type FaceReadChannel } from './face-read-messages';

/**
 * Beyond the job's own bound (which the pool's side starts once the worker's models have loaded): the read's wait in
 * the pool's queue and the frames' trip both ways.
 */
export const ANSWER_MARGIN_MS = 30_000;

type Waiting = { resolve: (response: ReadResponse) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

/**
 * The face checks of this process run by the pool another process holds (serve-face-reads.ts), asked over `channel`:
 * the rules run here, the models there. A read without an answer in the job's bound and ANSWER_MARGIN_MS fails with
 * FaceCheckFailed, as does every read waiting when the channel closes (that process gone): none waits for ever.
 */
export function channelFaceChecker(channel: FaceReadChannel, settings: FaceCheckSettings = {}): FaceChecker {
  const config = faceCheckConfig(settings);
  const waiting = new Map<number, Waiting>();
  let next = 0;
  let closedBecause: string | null = null;

  const settle = (id: number): Waiting | undefined => {
    const read = waiting.get(id);
    if (!read) return undefined;
    waiting.delete(id);
    clearTimeout(read.timer);
    return read;
  };
  const failAll = (why: string) => {
    closedBecause = why;
    for (const id of [...waiting.keys()]) settle(id)?.reject(new FaceCheckFailed(why));
  };

  channel.on('message', (message) => {
    if (!isFaceReadAnswer(message)) return;
    const read = settle(message.id);
    if (!read) return;
    if ('failure' in message) read.reject(fromFailure(message.failure));
    else read.resolve(message.response);
  });
  channel.on('disconnect', () => failAll('The face check pool is gone'));

  const read = (lane: FaceJobLane, request: ReadRequest) =>
    new Promise<ReadResponse>((resolve, reject) => {
      if (closedBecause) {
        reject(new FaceCheckFailed(closedBecause));
        return;
      }
      next += 1;
      const id = next;
      const bound = config.jobTimeoutMs + ANSWER_MARGIN_MS;
      const timer = setTimeout(
        () => settle(id)?.reject(new FaceCheckFailed(`The face check pool gave no answer in ${bound} ms`)),
        bound,
      );
      waiting.set(id, { resolve, reject, timer });
      const ask: FaceReadAsk = { kind: 'face-read', id, lane, request };
      channel.send(ask, undefined, undefined, (error) => {
        if (error) settle(id)?.reject(new FaceCheckFailed(`The face check pool could not be asked: ${error.message}`));
      });
    });

  return faceCheckerOn(
    (lane) => ({ read: (request) => read(lane, request) }),
    config,
    async () => failAll('The face checker was closed'),
  );
}
