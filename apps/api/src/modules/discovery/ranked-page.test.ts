import { eq } from 'drizzle-orm';
import { profiles, users } from '../../db/schema';
import { createTestApp, signUpMember, type TestApp } from '../../testing/test-app';
import { shownTo } from '../visibility';
import { matchScoreSql } from './match-criteria';
import { nextScoredCursor, poolPositionOf, scoredPageQuery } from './ranked-page';
import { loadViewer } from './viewer-context';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('scored pages in pools of the most recently active', () => {
  it('rank each pool by score, then move to the next pool: every member once, pools in activity order', async () => {
    const me = await signUpMember(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/partner-preferences',
      headers: me.auth,
      payload: { motherTongues: ['tamil'] },
    });
    const grooms = [];
    for (let i = 0; i < 7; i += 1) {
      const groom = await signUpMember(t, { gender: 'male', motherTongue: i % 2 ? 'tamil' : 'hindi' });
      // Older members first, so member i was active i minutes after the first.
      await t.database.db
        .update(users)
        .set({ lastActiveAt: new Date(Date.now() - (10 - i) * 60_000) })
        .where(eq(users.id, groom.id));
      grooms.push(groom);
    }
    const viewer = await loadViewer(t.database.db, me.id);
    const spec = {
      conditions: [shownTo(me.id), eq(profiles.gender, 'male')],
      score: matchScoreSql(viewer.preferences, new Date(), viewer.horoscope),
      poolSize: 3,
    };

    const pages: { code: string | null; score: number }[][] = [];
    let cursor: string | undefined;
    do {
      const position = poolPositionOf(cursor);
      const rows = await scoredPageQuery(t.database.db, me.id, spec, position);
      pages.push(rows.map((r) => ({ code: r.profileCode, score: Number(r.score) })));
      cursor = nextScoredCursor(rows, position, 3) ?? undefined;
    } while (cursor);

    const newestFirst = grooms.map((g) => g.profileId).reverse();
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    // Each pool holds the next three in activity order; within it, Tamil speakers (score 1) come first.
    expect(pages.map((p) => p.map((r) => r.code).sort())).toEqual([
      newestFirst.slice(0, 3).sort(),
      newestFirst.slice(3, 6).sort(),
      newestFirst.slice(6).sort(),
    ]);
    for (const page of pages)
      expect(page.map((r) => r.score)).toEqual([...page.map((r) => r.score)].sort((a, b) => b - a));
  });
});
