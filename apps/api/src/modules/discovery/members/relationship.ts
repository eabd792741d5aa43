import { and, desc, eq, or, sql, type Column } from 'drizzle-orm';
import type { InterestStatus } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { preparedPerDatabase } from '../../../db/prepared-per-database';
import { blocks, contactReveals, interests, shortlists } from '../../../db/schema';
import type { BlockState } from '../../visibility';

/** Where a viewer and another member stand, as a profile page shows it. */
export interface Relationship {
  blockState: BlockState;
  /** The latest interest between the two, whoever sent it. */
  latestInterest: {
    id: number;
    senderId: number;
    status: InterestStatus;
    message: string | null;
    createdAt: Date;
  } | null;
  /** An interest between them was accepted (not necessarily the latest). */
  isConnected: boolean;
  isShortlisted: boolean;
  /** The viewer took one of their plan's contact views for this member. */
  isRevealed: boolean;
}

const viewer = sql.placeholder('viewerId');
const member = sql.placeholder('memberId');

/** Every profile page asks it. */
const relationshipQuery = preparedPerDatabase((db) => {
  const between = (a: Column, b: Column) => or(and(eq(a, viewer), eq(b, member)), and(eq(a, member), eq(b, viewer)));
  const latest = db.$with('latest').as(
    db
      .select({
        id: interests.id,
        senderId: interests.senderId,
        status: interests.status,
        message: interests.message,
        createdAt: interests.createdAt,
      })
      .from(interests)
      .where(between(interests.senderId, interests.receiverId))
      .orderBy(desc(interests.createdAt), desc(interests.id))
      .limit(1),
  );
  return db
    .with(latest)
    .select({
      // A block by the viewer wins when both blocked.
      blockerId: sql<number | null>`(select ${blocks.blockerId} from ${blocks}
        where ${between(blocks.blockerId, blocks.blockedId)}
        order by ${blocks.blockerId} = ${viewer} desc limit 1)`,
      isConnected: sql<boolean>`exists (select 1 from ${interests}
        where ${interests.status} = 'accepted' and ${between(interests.senderId, interests.receiverId)})`,
      isShortlisted: sql<boolean>`exists (select 1 from ${shortlists}
        where ${shortlists.userId} = ${viewer} and ${shortlists.memberId} = ${member})`,
      isRevealed: sql<boolean>`exists (select 1 from ${contactReveals}
        where ${contactReveals.viewerId} = ${viewer} and ${contactReveals.memberId} = ${member})`,
      latest: {
        id: latest.id,
        senderId: latest.senderId,
        status: latest.status,
        message: latest.message,
        createdAt: latest.createdAt,
      },
    })
    .from(sql`(values (1)) as one (n)`)
    .leftJoin(latest, sql`true`)
    .prepare('relationship');
});

/**
 * Blocks either way, the latest interest, an accepted one, the shortlist and a contact view between the viewer and a
 * member, in one statement (a profile page asked five).
 */
export async function relationshipBetween(db: Database, viewerId: number, memberId: number): Promise<Relationship> {
  const [row] = await relationshipQuery(db).execute({ viewerId, memberId });
  return {
    blockState: row.blockerId === null ? 'none' : row.blockerId === viewerId ? 'i-blocked' : 'blocked-me',
    latestInterest: row.latest,
    isConnected: row.isConnected,
    isShortlisted: row.isShortlisted,
    isRevealed: row.isRevealed,
  };
}
