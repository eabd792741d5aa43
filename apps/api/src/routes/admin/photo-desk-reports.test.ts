import { eq } from 'drizzle-orm';
import type { ReportJson } from '@matri/contracts';
import { reports } from '../../db/schema';
import { drawnPicture } from '../../testing/sample-photos';
import { createTestApp, signUpAdmin, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';
import { uploadPhoto } from '../../testing/upload-photo';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

let seed = 300;
/** A member with shown photos, each a picture of its own (a copy of another member's would be held). */
async function memberWithPhotos(count: number) {
  const member = await signUpMember(t, { gender: 'female' });
  const photoIds: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const photo = (await uploadPhoto(t, member.auth, await drawnPicture((seed += 1)))).json();
    expect(photo.screening).toBe('passed');
    photoIds.push(photo.id);
  }
  return { member, photoIds };
}

async function report(reported: TestMember, reason = 'inappropriate-photo'): Promise<{ id: number; by: TestMember }> {
  const by = await signUpMember(t, { gender: 'male' });
  const filed = await t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: by.auth,
    payload: { profileId: reported.profileId, reason },
  });
  expect(filed.statusCode).toBe(201);
  return { id: filed.json().id, by };
}

const decide = async (photoId: number, decision: 'approve' | 'reject') => {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/admin/photos/${photoId}/${decision}`,
    headers: admin.auth,
    payload: decision === 'reject' ? { reason: 'indecent' } : {},
  });
  expect(answer.statusCode).toBe(200);
};

/** The report as the reports queue shows it, under whichever status it has now. */
async function queued(id: number): Promise<ReportJson | undefined> {
  for (const status of ['open', 'actioned', 'dismissed']) {
    const queue: ReportJson[] = (
      await t.app.inject({ method: 'GET', url: `/api/admin/reports?status=${status}`, headers: admin.auth })
    ).json();
    const found = queue.find((entry) => entry.id === id);
    if (found) return found;
  }
  return undefined;
}

const onDesk = async (photoIds: number[]) => {
  const desk: { photo: { id: number } }[] = (
    await t.app.inject({ method: 'GET', url: '/api/admin/photos', headers: admin.auth })
  ).json();
  return photoIds.filter((id) => desk.some((entry) => entry.photo.id === id));
};

const noticesOf = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: member.auth }))
    .json()
    .notifications.map((notice: { kind: string }) => notice.kind);

const resolvedBy = async (id: number) =>
  (await t.database.db.select({ by: reports.resolvedBy }).from(reports).where(eq(reports.id, id)))[0].by;

describe('a photo desk decision on a reported photo', () => {
  it('closes the member’s photo reports as actioned when it rejects, saying who and when; the reporter is told', async () => {
    const { member, photoIds } = await memberWithPhotos(1);
    const { id, by } = await report(member);
    expect(await onDesk(photoIds)).toEqual(photoIds);
    await decide(photoIds[0], 'reject');
    expect(await queued(id)).toMatchObject({ status: 'actioned', resolvedAt: expect.any(String) });
    expect(await resolvedBy(id)).toBe(admin.id);
    expect(await noticesOf(by)).toEqual(['report-actioned']);
    const mail = (await t.outbox()).find((sent) => sent.to === by.registration.email);
    expect(mail?.text).toContain('We reviewed your report and took action on the account you reported.');
    // The reported member hears of their photo, never of the report.
    expect(await noticesOf(member)).toEqual(['photo-refused']);
  });

  it('closes them as dismissed when it keeps the photo; the reporter is told no breach was found', async () => {
    const { member, photoIds } = await memberWithPhotos(1);
    const { id, by } = await report(member);
    await decide(photoIds[0], 'approve');
    expect(await queued(id)).toMatchObject({ status: 'dismissed', resolvedAt: expect.any(String) });
    expect(await resolvedBy(id)).toBe(admin.id);
    expect(await noticesOf(by)).toEqual(['report-dismissed']);
    expect(await onDesk(photoIds)).toEqual([]);
  });

  it('keeps a report open, its other photos on the desk, until the last of the member’s shown photos is decided', async () => {
    const { member, photoIds } = await memberWithPhotos(2);
    const { id, by } = await report(member);
    await decide(photoIds[0], 'approve');
    expect(await queued(id)).toMatchObject({ status: 'open', resolvedAt: null });
    expect(await onDesk(photoIds)).toEqual([photoIds[1]]);
    expect(await noticesOf(by)).toEqual([]);
    await decide(photoIds[1], 'approve');
    expect(await queued(id)).toMatchObject({ status: 'dismissed' });
    expect(await noticesOf(by)).toEqual(['report-dismissed']);
  });

  it('does not take the other photos off the desk unseen when one is rejected: the report is actioned with the last', async () => {
    const { member, photoIds } = await memberWithPhotos(2);
    const { id, by } = await report(member);
    await decide(photoIds[0], 'reject');
    expect(await queued(id)).toMatchObject({ status: 'open' });
    expect(await onDesk(photoIds)).toEqual([photoIds[1]]);
    await decide(photoIds[1], 'approve');
    expect(await queued(id)).toMatchObject({ status: 'actioned' });
    expect(await noticesOf(by)).toEqual(['report-actioned']);
  });

  it('leaves a report about something else open', async () => {
    const { member, photoIds } = await memberWithPhotos(1);
    const photoReport = await report(member);
    const other = await report(member, 'fake-profile');
    await decide(photoIds[0], 'reject');
    expect(await queued(photoReport.id)).toMatchObject({ status: 'actioned' });
    expect(await queued(other.id)).toMatchObject({ status: 'open', resolvedAt: null });
    expect(await noticesOf(other.by)).toEqual([]);
  });

  it('leaves a report filed after the decision open, and brings the photo back to the desk for it', async () => {
    const { member, photoIds } = await memberWithPhotos(1);
    const first = await report(member);
    await decide(photoIds[0], 'approve');
    expect(await queued(first.id)).toMatchObject({ status: 'dismissed' });
    const later = await report(member);
    expect(await queued(later.id)).toMatchObject({ status: 'open', resolvedAt: null });
    expect(await noticesOf(later.by)).toEqual([]);
    expect(await onDesk(photoIds)).toEqual(photoIds);
  });

  it('leaves a report the reports queue closed as it was, and tells each reporter once', async () => {
    const { member, photoIds } = await memberWithPhotos(1);
    const { id, by } = await report(member);
    const dismissed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${id}/dismiss`,
      headers: admin.auth,
    });
    expect(dismissed.statusCode).toBe(200);
    expect(await onDesk(photoIds)).toEqual([]);
    const later = await report(member);
    await decide(photoIds[0], 'reject');
    expect(await queued(id)).toMatchObject({ status: 'dismissed' });
    expect(await queued(later.id)).toMatchObject({ status: 'actioned' });
    expect(await noticesOf(by)).toEqual(['report-dismissed']);
    expect(await noticesOf(later.by)).toEqual(['report-actioned']);
  });
});
