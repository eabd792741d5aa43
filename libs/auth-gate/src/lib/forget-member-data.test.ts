import { FORGET_MEMBER_DATA_MESSAGE, MEMBER_DATA_CACHE } from '@matri/contracts';
import { forgetMemberData } from './forget-member-data';

describe('forgetMemberData', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'caches');
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('tells the service worker, whose answers on their way would be kept after the deletion, and deletes the copies', async () => {
    const deleted: string[] = [];
    Object.defineProperty(globalThis, 'caches', {
      value: { delete: async (name: string) => deleted.push(name) > 0 },
      configurable: true,
    });
    const postMessage = jest.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { controller: { postMessage } },
      configurable: true,
    });
    await forgetMemberData();
    expect(postMessage).toHaveBeenCalledWith({ type: FORGET_MEMBER_DATA_MESSAGE });
    expect(deleted).toEqual([MEMBER_DATA_CACHE]);
  });

  it('deletes the copies in a page no worker controls', async () => {
    const deleted: string[] = [];
    Object.defineProperty(globalThis, 'caches', {
      value: { delete: async (name: string) => deleted.push(name) > 0 },
      configurable: true,
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { controller: null },
      configurable: true,
    });
    await forgetMemberData();
    expect(deleted).toEqual([MEMBER_DATA_CACHE]);
  });
});
