import type { Http } from '@matri/api-client';
import { MEMBER_DATA_CACHE } from '@matri/contracts';
import { endSession, isLeavingSession } from './end-session';
import { SESSION_CHANGED_EVENT } from './session-events';
import { getJwt, saveSession } from './session-storage';

function fakeHttp(post: Http['post']): Http {
  return { post } as Http;
}

describe('endSession', () => {
  it('tells the server to forget the token, then clears the session', async () => {
    saveSession('the-token', { id: 4 });
    const post = jest.fn().mockResolvedValue({ ok: true });
    await endSession(fakeHttp(post));
    expect(post).toHaveBeenCalledWith('/api/auth/sign-out');
    expect(getJwt()).toBeNull();
  });

  it('still signs out on this device when the server cannot be reached', async () => {
    saveSession('the-token', { id: 4 });
    await endSession(fakeHttp(jest.fn().mockRejectedValue(new Error('Network Error'))));
    expect(getJwt()).toBeNull();
  });

  it('leaves without telling the page, so no gate sends the member to the login page first', async () => {
    saveSession('the-token', { id: 4 });
    const told = jest.fn();
    window.addEventListener(SESSION_CHANGED_EVENT, told);
    const leave = jest.fn(() => expect(getJwt()).toBeNull());
    await endSession(fakeHttp(jest.fn().mockResolvedValue({ ok: true })), leave);
    window.removeEventListener(SESSION_CHANGED_EVENT, told);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(told).not.toHaveBeenCalled();
  });

  it('says the tab is leaving from the sign-out on, so a request refused meanwhile does not send it elsewhere', async () => {
    saveSession('the-token', { id: 4 });
    const seen: boolean[] = [];
    const post = jest.fn(async () => seen.push(isLeavingSession()));
    await endSession(fakeHttp(post as unknown as Http['post']), () => seen.push(isLeavingSession()));
    expect(seen).toEqual([true, true]);
  });

  it("deletes the worker's copies before the server forgets the token, so nothing waits between that and leaving", async () => {
    saveSession('the-token', { id: 4 });
    const steps: string[] = [];
    Object.defineProperty(globalThis, 'caches', {
      value: { delete: (name: string) => Promise.resolve().then(() => steps.push(`delete ${name}`) > 0) },
      configurable: true,
    });
    try {
      const post = jest.fn(async () => steps.push('server forgets the token'));
      await endSession(fakeHttp(post as unknown as Http['post']), () => steps.push('leave'));
      expect(steps.slice(0, 2)).toEqual([`delete ${MEMBER_DATA_CACHE}`, 'server forgets the token']);
      expect(steps).toContain('leave');
    } finally {
      Reflect.deleteProperty(globalThis, 'caches');
    }
  });

  it("deletes the worker's copies of the member's data before the tab leaves", async () => {
    saveSession('the-token', { id: 4 });
    const deleted: string[] = [];
    // Deleting takes a moment: the tab must wait for it, or the next page would still find the copies.
    const fakeCaches = {
      delete: (name: string) => Promise.resolve().then(() => deleted.push(name) > 0),
    };
    Object.defineProperty(globalThis, 'caches', { value: fakeCaches, configurable: true });
    try {
      const leave = jest.fn(() => expect(deleted).toContain(MEMBER_DATA_CACHE));
      await endSession(fakeHttp(jest.fn().mockResolvedValue({ ok: true })), leave);
      expect(leave).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(globalThis, 'caches');
    }
  });
});
