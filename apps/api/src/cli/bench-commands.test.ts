import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import sharp from 'sharp';
import { apiCommands } from '@matri/contracts';
import { importTemplateCsv } from '@matri/csv-import';
import { runApiCommand } from '@matri/server-kit';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { memberships, pendingInvitations, profiles, users } from '../db/schema';
import { hammingDistance } from '../modules/photos';
import { createPostgresDatabase } from '../testing/postgres-database';
import { drawnPicture } from '../testing/sample-photos';
import { testPasswords } from '../testing/test-passwords';
import { benchConversations } from './bench-conversations';
import { benchInvitations } from './bench-invitations';
import { benchPhotoHashes } from './bench-photo-hashes';
import { benchScreeningScores } from './bench-screening-scores';
import { discoverySql } from './discovery-sql';
import { importCopyScript } from './import-copy-script';

const PASSWORD = 'bench-mark-passphrase-1';
let own: Awaited<ReturnType<typeof createPostgresDatabase>>;
let database: DatabaseHandle;
const savedUrl = process.env['DATABASE_URL'];

beforeAll(async () => {
  own = await createPostgresDatabase(process.env['TEST_DATABASE_URL'] as string);
  process.env['DATABASE_URL'] = own.url;
  // Through the command line itself, as the benchmarks call it.
  const answer = await runApiCommand(
    apiCommands.benchMembers.name,
    [JSON.stringify({ count: 120, password: PASSWORD, admin: true, plan: { id: 'platinum', members: 5 } })],
    { DATABASE_URL: own.url },
  );
  expect(apiCommands.benchMembers.output.parse(JSON.parse(answer)).seconds).toBeGreaterThan(0);
  database = await openDatabase({ databaseUrl: own.url, migrate: false });
});

afterAll(async () => {
  process.env['DATABASE_URL'] = savedUrl;
  await database.close();
  await own.drop();
});

describe('bench-members', () => {
  it('stores the generated members, every 50th hidden, each able to log in with the password', async () => {
    const rows = await database.db
      .select({ id: users.id, email: users.email, status: users.status, hash: users.passwordHash })
      .from(users)
      .where(eq(users.role, 'member'))
      .orderBy(users.id);
    expect(rows).toHaveLength(120);
    expect(rows[1]).toMatchObject({ id: 2, email: 'bench.2@example.in', status: 'active' });
    expect(rows.filter((row) => row.status === 'hidden').map((row) => row.id)).toEqual([1, 51, 101]);
    expect(await testPasswords.verify(rows[1].hash, PASSWORD)).toBe(true);
    const [{ n }] = await database.db.select({ n: count() }).from(profiles);
    expect(n).toBe(120);
  });

  it('adds the admin and puts the first active members on the plan', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'bench.admin@example.in'));
    expect(admin.role).toBe('admin');
    const planned = await database.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(eq(memberships.planId, 'platinum'))
      .orderBy(memberships.userId);
    expect(planned.map((row) => row.userId)).toEqual([2, 3, 4, 5, 6]);
  });

  it('refuses a count it cannot load, naming the field, and changes nothing', async () => {
    await expect(
      runApiCommand(apiCommands.benchMembers.name, [JSON.stringify({ count: -1, password: PASSWORD })], {
        DATABASE_URL: own.url,
      }),
    ).rejects.toThrow("The API's bench-members command failed (exit code 1)");
    const [{ n }] = await database.db.select({ n: count() }).from(users);
    expect(n).toBe(121);
  });
});

describe('discovery-sql', () => {
  it('gives the SQL of a search and of a match list with the parameters written in', async () => {
    const { statements } = await discoverySql({
      queries: [
        { viewerId: 2, search: 'ageFrom=24&ageTo=30&religion=hindu' },
        { viewerId: 2, tab: 'new' },
      ],
    });
    expect(statements).toHaveLength(2);
    expect(statements[0].viewer).toMatch(/^(male|female) \d+ /);
    for (const { sql } of statements) expect(sql).not.toMatch(/\$\d/);
    expect(statements[0].sql).toContain("'hindu'");
    // What psql would be given runs as it is.
    for (const { sql: text } of statements) await expect(database.db.execute(sql.raw(text))).resolves.toBeDefined();
  });

  it('names a search it cannot read', async () => {
    await expect(discoverySql({ queries: [{ viewerId: 2, search: 'ageFrom=abc' }] })).rejects.toThrow(
      /search "ageFrom=abc": .*ageFrom/s,
    );
  });
});

describe('import-copy-script', () => {
  it('writes COPYs of the valid rows only, into the tables an import fills', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'copy-script-'));
    try {
      const [good] = Papa.parse<Record<string, string>>(importTemplateCsv(), {
        header: true,
        skipEmptyLines: true,
      }).data;
      const rowsFile = path.join(dir, 'rows.json');
      writeFileSync(rowsFile, JSON.stringify([good, { ...good, 'E-mail': 'not an e-mail' }]));
      const answer = await importCopyScript({ rowsFile, dir });
      expect(answer.rows).toBe(1);
      const script = readFileSync(answer.scriptFile, 'utf8');
      expect(script).toMatch(/\\copy users \(id, email, mobile\)/);
      expect(script).toMatch(/\\copy profiles \(id, user_id, profile_code, .*date_of_birth/);
      const stored = readFileSync(path.join(dir, 'users.csv'), 'utf8').trimEnd().split('\n');
      expect(stored).toHaveLength(1);
      expect(stored[0]).toContain(`"${good['E-mail'].toLowerCase()}"`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names a rows file that holds no rows', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'copy-script-'));
    try {
      writeFileSync(path.join(dir, 'rows.json'), '[]');
      await expect(importCopyScript({ rowsFile: path.join(dir, 'rows.json'), dir })).rejects.toThrow(
        /rows\.json: .*no rows/s,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('bench-invitations', () => {
  it('leaves exactly the new invited members waiting for their mail', async () => {
    await benchInvitations({ count: 3 });
    const answer = await benchInvitations({ count: 4 });
    expect(answer).toEqual({ invited: 4 });
    const waiting = await database.db
      .select({ email: users.email })
      .from(pendingInvitations)
      .innerJoin(users, and(eq(users.id, pendingInvitations.userId)));
    expect(waiting.map((row) => row.email).sort()).toEqual([
      'invited.0@example.in',
      'invited.1@example.in',
      'invited.2@example.in',
      'invited.3@example.in',
    ]);
  });
});

describe('bench-conversations', () => {
  it('connects the heavy member with its partners, pairs the live members and fills up to the messages asked', async () => {
    const answer = await benchConversations({
      heavyConversations: 10,
      messagesPerHeavy: 5,
      livePairs: 3,
      messages: 360,
    });
    expect(answer.livePairs).toHaveLength(3);
    const counted = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n;
    // 10 × 5 heavy messages, 3 live ones, then conversations of 100 until 360 are reached.
    expect(await counted(sql`select count(*)::int as n from messages`)).toBe(10 * 5 + 3 + 4 * 100);
    expect(
      await counted(sql`select count(*)::int as n from conversation_members where user_id = ${answer.heavyId}`),
    ).toBe(10);
    expect(
      await counted(sql`select count(*)::int as n from interests where status = 'accepted'
        and (sender_id = ${answer.heavyId} or receiver_id = ${answer.heavyId})`),
    ).toBe(10);
    expect(
      await counted(sql`select count(*)::int as n from conversations c
        where last_message_id <> (select max(id) from messages m where m.conversation_id = c.id)`),
    ).toBe(0);
  });

  it('puts the filling members in several conversations each when there are more to fill than members', async () => {
    await database.db.execute(sql`truncate messages, conversation_members, conversations, interests cascade`);
    const members = await database.db.execute(
      sql`select count(*)::int as n from users where status = 'active' and role = 'member'`,
    );
    const fillerMembers = (members as unknown as { rows: { n: number }[] }).rows[0].n - 2;
    const conversations = fillerMembers * 2;
    await benchConversations({
      heavyConversations: 1,
      messagesPerHeavy: 1,
      livePairs: 0,
      messages: 1 + conversations * 100,
    });
    const counts = await database.db.execute(sql`
      select count(*)::int as conversations,
        (select count(*)::int from messages) as messages,
        (select max(n)::int from (select count(*) as n from conversation_members group by user_id) m) as "mostByOne"
      from conversations`);
    expect((counts as unknown as { rows: unknown[] }).rows[0]).toEqual({
      conversations: 1 + conversations,
      messages: 1 + conversations * 100,
      mostByOne: 4,
    });
  });

  it('names a number of messages the members cannot hold', async () => {
    await expect(
      benchConversations({ heavyConversations: 1, messagesPerHeavy: 1, livePairs: 0, messages: 100_000_000 }),
    ).rejects.toThrow(/needs more active bench members/);
  });
});

describe('bench-photo-hashes', () => {
  it('loads random photo hashes and finds every stored photo moved by a few bits through the API’s duplicate search', async () => {
    const answer = await benchPhotoHashes({ photos: 3000, searches: 40 });
    expect(answer.searchMs).toHaveLength(40);
    expect(answer.planted).toBeGreaterThan(0);
    expect(answer.found).toBe(answer.planted);
    const [row] = (
      (await database.db.execute(sql`select count(*)::int as n from photos where phash is not null`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(row.n).toBeGreaterThanOrEqual(3000);
  });
});

describe('bench-screening-scores', () => {
  it('scores pictures with screening’s own checks at the bars of the PHOTO_* variables, and hashes the copies', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'screening-scores-'));
    const picture = path.join(folder, 'drawn.jpg');
    const mirrored = path.join(folder, 'mirrored.jpg');
    writeFileSync(picture, await drawnPicture(4));
    writeFileSync(
      mirrored,
      await sharp(await drawnPicture(4))
        .flop()
        .jpeg()
        .toBuffer(),
    );
    process.env['PHOTO_DUPLICATE_MAX_DISTANCE'] = '4';
    try {
      const answer = await benchScreeningScores({ pictures: [picture], copies: [mirrored] });
      expect(answer.bars).toMatchObject({ duplicateMaxDistance: 4, explicitRefuse: 0.85 });
      const [scored] = answer.pictures;
      // Drawn shapes: no face, so a primary photo of them waits for an admin.
      expect(scored).toMatchObject({ file: picture, faces: { count: 0 }, screening: 'held', reason: 'no-face' });
      const { porn, sexy, hentai, neutral, drawing } = scored.nudity;
      expect(porn + sexy + hentai + neutral + drawing).toBeCloseTo(1, 1);
      const [copy] = answer.copies;
      if (!scored.hashes || !copy.hashes) throw new Error('both pictures have a layout to hash');
      expect(hammingDistance(BigInt(scored.hashes.hash), BigInt(copy.hashes.mirrored))).toBeLessThanOrEqual(2);
    } finally {
      delete process.env['PHOTO_DUPLICATE_MAX_DISTANCE'];
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
