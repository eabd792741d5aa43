import { InvalidFaceCheckInput } from '../checks/invalid-face-check-input';
import { FaceCheckBusy, FaceCheckFailed } from '../engine/face-check-errors';
import { loneChannel, type FakeChannel } from '../testing/channel-pair';
import { face, JPEG, read } from '../testing/readings';
import { ANSWER_MARGIN_MS, channelFaceChecker } from './channel-face-checker';
import type { FaceReadAsk } from './face-read-messages';

/** Waits until the checker has asked its `count`th read, and returns that ask. */
async function asked(channel: FakeChannel, count = 1): Promise<FaceReadAsk> {
  while (channel.sent.length < count) await new Promise((resolve) => setImmediate(resolve));
  return channel.sent[count - 1] as FaceReadAsk;
}

const answer = (channel: FakeChannel, message: unknown) => channel.emit('message', message);

describe('the face checker on another process’s pool', () => {
  it('asks for the read over the channel, in the lane given, and resolves with the answer of the same id', async () => {
    const channel = loneChannel();
    const faces = channelFaceChecker(channel);
    const detected = faces.detectFaces(JPEG, 'background');
    const ask = await asked(channel);
    expect(ask).toMatchObject({ kind: 'face-read', lane: 'background' });
    expect(ask.request.images).toEqual([{ bytes: JPEG, kind: 'photo', format: 'jpeg' }]);

    answer(channel, 'heartbeat');
    answer(channel, { kind: 'face-read-answer', id: ask.id + 1, response: { backend: 'other', readings: [] } });
    answer(channel, { ...ask });
    answer(channel, { kind: 'face-read-answer', id: ask.id, response: { backend: 'wasm', readings: [read(face())] } });

    await expect(detected).resolves.toMatchObject({ status: 'read', count: 1 });
  });

  it('asks in the interactive lane unless told otherwise', async () => {
    const channel = loneChannel();
    const faces = channelFaceChecker(channel);
    const detected = faces.detectFaces(JPEG);
    expect(await asked(channel)).toMatchObject({ lane: 'interactive' });
    await faces.close();
    await expect(detected).rejects.toBeInstanceOf(FaceCheckFailed);
  });

  it.each([
    [{ name: 'FaceCheckBusy', queued: 4 }, FaceCheckBusy, 'The face check is busy (4 checks waiting)'],
    [{ name: 'FaceCheckFailed', message: 'A face check worker stopped' }, FaceCheckFailed, 'worker stopped'],
    [{ name: 'InvalidFaceCheckInput', message: 'Too many photos' }, InvalidFaceCheckInput, 'Too many photos'],
  ])('rejects with the pool’s own error class and message: %j', async (failure, errorClass, message) => {
    const channel = loneChannel();
    const detected = channelFaceChecker(channel).detectFaces(JPEG);
    const { id } = await asked(channel);
    answer(channel, { kind: 'face-read-answer', id, failure });
    const error = await detected.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(errorClass);
    expect((error as Error).message).toContain(message);
  });

  it('fails a read unanswered in the job’s bound and the margin, and ignores its answer arriving later', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    try {
      const channel = loneChannel();
      const detected = channelFaceChecker(channel, { jobTimeoutMs: 1000 }).detectFaces(JPEG);
      const failed = expect(detected).rejects.toThrow(
        new FaceCheckFailed(`The face check pool gave no answer in ${1000 + ANSWER_MARGIN_MS} ms`),
      );
      const { id } = await asked(channel);
      jest.advanceTimersByTime(1000 + ANSWER_MARGIN_MS - 1);
      answer(channel, { kind: 'face-read-answer', id: id + 1, failure: { name: 'FaceCheckFailed', message: 'x' } });
      jest.advanceTimersByTime(1);
      await failed;
      answer(channel, { kind: 'face-read-answer', id, response: { backend: 'wasm', readings: [read()] } });
    } finally {
      jest.useRealTimers();
    }
  });

  it('fails every read waiting when the channel closes, and each read after it at once', async () => {
    const channel = loneChannel();
    const faces = channelFaceChecker(channel);
    const waiting = [faces.detectFaces(JPEG), faces.describeFace(JPEG)];
    await asked(channel, 2);
    channel.emit('disconnect');
    for (const read of waiting) await expect(read).rejects.toThrow(new FaceCheckFailed('The face check pool is gone'));
    await expect(faces.detectFaces(JPEG)).rejects.toBeInstanceOf(FaceCheckFailed);
    expect(channel.sent).toHaveLength(2);
  });

  it('fails a read the channel could not send', async () => {
    const channel = loneChannel();
    channel.isClosed = true;
    await expect(channelFaceChecker(channel).detectFaces(JPEG)).rejects.toThrow(
      'The face check pool could not be asked: Channel closed',
    );
  });

  it('fails the reads waiting when closed', async () => {
    const channel = loneChannel();
    const faces = channelFaceChecker(channel);
    const detected = faces.detectFaces(JPEG);
    await asked(channel);
    await faces.close();
    await expect(detected).rejects.toThrow(new FaceCheckFailed('The face checker was closed'));
  });
});
