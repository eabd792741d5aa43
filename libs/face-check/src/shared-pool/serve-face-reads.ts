import type { FaceWorkerPool } from '../engine/face-worker-pool';
import type { ReadResponse } from '../engine/face-reading';
import { isFaceReadAsk, toFailure, type FaceReadAnswer, type FaceReadChannel } from './face-read-messages';

/**
 * Answers the face reads one process asks for over `channel` from `pool`, which every process's channel shares: one
 * queue for all of them, so a read waits only while every worker is busy, whichever process asked (the API's
 * primary: server/primary.ts). When the process goes, its reads still waiting leave the queue, so the members
 * behind them do not wait for checks nobody will read; one already running ends and its answer is dropped (its
 * reads fail on its own side).
 */
export function serveFaceReads(pool: FaceWorkerPool, channel: FaceReadChannel): void {
  const gone = new AbortController();
  channel.on('disconnect', () => gone.abort());
  const answer = (message: FaceReadAnswer) => channel.send(message, undefined, undefined, () => undefined);
  channel.on('message', (message) => {
    if (!isFaceReadAsk(message)) return;
    const { id } = message;
    pool.run<ReadResponse>(message.request, message.lane, gone.signal).then(
      (response) => answer({ kind: 'face-read-answer', id, response }),
      (error: unknown) => answer({ kind: 'face-read-answer', id, failure: toFailure(error) }),
    );
  });
}
