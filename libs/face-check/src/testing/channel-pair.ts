import { EventEmitter } from 'node:events';
import type { FaceReadChannel } from '../shared-pool/face-read-messages';

/** One end of a fake IPC channel: what it sent, and whether sending fails (a closed channel). */
export type FakeChannel = FaceReadChannel & EventEmitter & { sent: unknown[]; isClosed: boolean };

function fakeEnd(deliver: (message: unknown) => void): FakeChannel {
  const end = Object.assign(new EventEmitter(), { sent: [] as unknown[], isClosed: false }) as FakeChannel;
  end.send = (message, _handle, _options, callback) => {
    if (end.isClosed) {
      setImmediate(() => callback(new Error('Channel closed')));
      return false;
    }
    end.sent.push(message);
    // A copy, delivered later, as IPC delivers its structured clone.
    const copy = structuredClone(message);
    setImmediate(() => {
      deliver(copy);
      callback(null);
    });
    return true;
  };
  return end;
}

/** Two ends of a fake IPC channel: what one sends the other receives as a 'message'. */
export function channelPair(): { asking: FakeChannel; serving: FakeChannel } {
  const asking: FakeChannel = fakeEnd((message) => serving.emit('message', message));
  const serving: FakeChannel = fakeEnd((message) => asking.emit('message', message));
  return { asking, serving };
}

/** A channel whose other end the test plays by hand (answering, or not, what it is sent). */
export function loneChannel(): FakeChannel {
  return fakeEnd(() => undefined);
}
