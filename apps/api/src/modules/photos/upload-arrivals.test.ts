import { uploadArrivals } from './upload-arrivals';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Whether `promise` has settled once the clock has moved `ms`. */
async function isSettledAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let isSettled = false;
  void promise.then(() => (isSettled = true));
  await jest.advanceTimersByTimeAsync(ms);
  return isSettled;
}

const upload = () => {
  let arrive!: () => void;
  const received = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { received, arrive };
};

describe('uploadArrivals', () => {
  it('lets screening start at once when no upload has arrived', async () => {
    const arrivals = uploadArrivals({ quietMs: 200, mostMs: 2000 });
    expect(await isSettledAfter(arrivals.settled(), 0)).toBe(true);
  });

  it('holds screening while an upload arrives and for quietMs after it is in', async () => {
    const arrivals = uploadArrivals({ quietMs: 200, mostMs: 2000 });
    const arriving = upload();
    const received = arrivals.during(() => arriving.received);
    const settled = arrivals.settled();
    expect(await isSettledAfter(settled, 1000)).toBe(false);
    arriving.arrive();
    await received;
    expect(await isSettledAfter(settled, 150)).toBe(false);
    expect(await isSettledAfter(settled, 60)).toBe(true);
  });

  it('counts an upload that fails as in, and passes its failure on', async () => {
    const arrivals = uploadArrivals({ quietMs: 200, mostMs: 2000 });
    await expect(arrivals.during(() => Promise.reject(new Error('cut off')))).rejects.toThrow('cut off');
    const settled = arrivals.settled();
    expect(await isSettledAfter(settled, 150)).toBe(false);
    expect(await isSettledAfter(settled, 60)).toBe(true);
  });

  it('holds screening no longer than mostMs while uploads keep arriving', async () => {
    const arrivals = uploadArrivals({ quietMs: 200, mostMs: 2000 });
    const arriving = upload();
    void arrivals.during(() => arriving.received);
    const settled = arrivals.settled();
    expect(await isSettledAfter(settled, 1990)).toBe(false);
    expect(await isSettledAfter(settled, 20)).toBe(true);
    arriving.arrive();
  });
});
