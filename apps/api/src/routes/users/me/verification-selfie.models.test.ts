import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createFaceChecker, type FaceChecker } from '@matri/face-check';
import { selfieChecks, users } from '../../../db/schema';
import { samplePhoto } from '../../../testing/sample-photos';
import { selfieForm } from '../../../testing/selfie-form';
import { createTestApp, signUpMember, type TestApp } from '../../../testing/test-app';
import { uploadPhoto } from '../../../testing/upload-photo';

// The real models in a worker thread: seconds on an idle machine, much longer on a busy one; nothing here is timed.
jest.setTimeout(300_000);

/** A woman's face from @vladmandic/human's sample pictures (its demos' screenshots): nothing is downloaded. */
function stillPhotoOfAFace(): Promise<Buffer> {
  const samples = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets', 'samples.jpg');
  return sharp(samples)
    .extract({ left: 160, top: 0, width: 140, height: 160 })
    .resize({ width: 280 })
    .jpeg()
    .toBuffer();
}

describe('the live selfie check with the real face models', () => {
  let t: TestApp;
  let faces: FaceChecker;
  beforeAll(async () => {
    faces = createFaceChecker();
    t = await createTestApp({ DEMO_MODE: 'true' }, { faceChecker: faces });
  });
  afterAll(async () => {
    await t.close();
    await faces.close();
  });

  it('refuses one still picture sent as every frame as a challenge not done, whatever the page claims it saw', async () => {
    const member = await signUpMember(t);
    await uploadPhoto(t, member.auth, await samplePhoto('jpeg'));
    const still = await stillPhotoOfAFace();
    // A hostile page claims every step passed: the server reads only the frames.
    const form = selfieForm([still, still, still, still], { liveness: 'passed' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/verification/selfie',
      headers: { ...member.auth, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'refused',
      reason: 'still-picture',
      message: expect.stringMatching(/^Nothing moved from one picture to the next, so the challenge was not completed/),
      verifiedAt: null,
    });
    const [check] = await t.database.db.select().from(selfieChecks).where(eq(selfieChecks.userId, member.id));
    expect(check.rules).toContainEqual(expect.objectContaining({ rule: 'frames-moved', outcome: 'fail', score: 0 }));
    const [account] = await t.database.db
      .select({ photoVerifiedAt: users.photoVerifiedAt })
      .from(users)
      .where(eq(users.id, member.id));
    expect(account.photoVerifiedAt).toBeNull();
  });
});
