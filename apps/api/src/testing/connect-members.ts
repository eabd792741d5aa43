import type { TestApp, TestMember } from './test-app';

/** An interest from one accepted by the other, through the API: the two are connected. */
export async function connectMembers(t: TestApp, sender: TestMember, receiver: TestMember): Promise<void> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: sender.auth,
    payload: { profileId: receiver.profileId },
  });
  if (sent.statusCode !== 201) throw new Error(`Interest not sent: ${sent.body}`);
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/interests/${sent.json().id}/accept`,
    headers: receiver.auth,
  });
  if (accepted.statusCode !== 200) throw new Error(`Interest not accepted: ${accepted.body}`);
}
