import { eq } from 'drizzle-orm';
import type { LanguageChoice } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { users, type UserRow } from '../../../db/schema';
import { takeMemberLanguage } from '../../platform';

/** The language the member reads: this answer, and from now on their e-mails and SMS, are written in it. */
export async function setMemberLanguage(
  db: Database,
  member: UserRow,
  choice: LanguageChoice,
): Promise<LanguageChoice> {
  if (member.lang !== choice.language)
    await db.update(users).set({ lang: choice.language }).where(eq(users.id, member.id));
  takeMemberLanguage(choice.language);
  return { language: choice.language };
}
