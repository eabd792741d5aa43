import type { Http } from '@matri/api-client';
import { endSession } from './end-session';
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
});
