import { QueryObserver } from '@tanstack/react-query';
import { PHOTO_LINK_LIFETIME_S } from '@matri/contracts';
import { createQueryClient } from './create-query-client';

const linkEndingIn = (ms: number) =>
  `/api/photos/${'ab'.repeat(16)}.webp?access=7.${Math.floor((Date.now() + ms) / 1000)}.${'x'.repeat(32)}`;

/** An answer as the API gives it: its private photo links end PHOTO_LINK_LIFETIME_S from now. */
const cardsWithLinks = () => ({ items: [{ photo: { url: linkEndingIn(PHOTO_LINK_LIFETIME_S * 1000) } }] });
const cardsWithoutLinks = () => ({ items: [{ photo: { url: `/uploads/photos/${'cd'.repeat(16)}.webp` } }] });

function watch(answer: () => object) {
  const client = createQueryClient();
  const queryFn = jest.fn(async () => answer());
  const observe = () => new QueryObserver(client, { queryKey: ['cards'], queryFn }).subscribe(() => undefined);
  return { client, queryFn, observe };
}

describe('createQueryClient', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 10, 26, 10, 0, 30) }));
  afterEach(() => jest.useRealTimers());

  it('fetches page data once, however long it is shown or shown again', async () => {
    const { queryFn, observe } = watch(cardsWithoutLinks);
    const stop = observe();
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    stop();
    observe();
    await jest.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('fetches page data invalidated while not shown again when it is shown', async () => {
    const { client, queryFn, observe } = watch(cardsWithoutLinks);
    observe()();
    await jest.advanceTimersByTimeAsync(0);
    await client.invalidateQueries({ queryKey: ['cards'] });
    expect(queryFn).toHaveBeenCalledTimes(1);
    observe();
    await jest.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('fetches an answer with photo links again a minute before they end while it is shown', async () => {
    const { queryFn, observe } = watch(cardsWithLinks);
    observe();
    await jest.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync((PHOTO_LINK_LIFETIME_S - 60) * 1000 - 1_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    // The new answer's links end later, so the next fetch is as far away again.
    await jest.advanceTimersByTimeAsync((PHOTO_LINK_LIFETIME_S - 60) * 1000);
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('fetches an answer with photo links again when shown again after they came close to their end', async () => {
    const { queryFn, observe } = watch(cardsWithLinks);
    const stop = observe();
    await jest.advanceTimersByTimeAsync(0);
    stop();
    await jest.advanceTimersByTimeAsync(60_000);
    observe()();
    await jest.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync((PHOTO_LINK_LIFETIME_S - 120) * 1000);
    observe();
    await jest.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
