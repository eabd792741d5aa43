import { asc, eq } from 'drizzle-orm';
import { paths, say, type Brand, type Language } from '@matri/contracts';
import { inLanguage, greeting, signature, sitePageUrl } from '../platform';
import type { Database } from '../../db/database';
import { pendingInvitations, profiles, users } from '../../db/schema';
import { issueOneTimeToken } from '../account';
import type { Mailer } from '../platform';

/** An imported member has two weeks to set a password from the invitation; after that "Forgot password" still works. */
export const INVITATION_TTL_DAYS = 14;
const BATCH = 100;

export interface InvitationOptions {
  brand: Brand;
  publicUrl: string;
}

/**
 * Sends the invitations of imported members, oldest first, until none wait or `deadline` (ms since the epoch) has
 * passed (`more` then says some still wait). A member's row goes only after the mail is handed to the mailer, so a
 * crash or a failing mail server delays an invitation but never loses it; a mail that fails is tried again on the next
 * run.
 */
export async function sendImportInvitations(
  db: Database,
  mailer: Mailer,
  options: InvitationOptions,
  deadline = Number.POSITIVE_INFINITY,
): Promise<{ sent: number; failed: number; more: boolean }> {
  let sent = 0;
  let failed = 0;
  const tried = new Set<number>();
  for (;;) {
    if (Date.now() >= deadline) return { sent, failed, more: true };
    const batch = (
      await db
        .select({
          userId: pendingInvitations.userId,
          email: users.email,
          fullName: profiles.fullName,
          status: users.status,
          hasPassword: users.passwordHash,
          lang: users.lang,
        })
        .from(pendingInvitations)
        .innerJoin(users, eq(users.id, pendingInvitations.userId))
        .leftJoin(profiles, eq(profiles.userId, pendingInvitations.userId))
        .orderBy(asc(pendingInvitations.createdAt), asc(pendingInvitations.userId))
        .limit(BATCH + tried.size)
    ).filter((row) => !tried.has(row.userId));
    if (batch.length === 0) return { sent, failed, more: false };
    for (const member of batch) {
      tried.add(member.userId);
      if (member.status !== 'active' || member.hasPassword !== null) {
        await db.delete(pendingInvitations).where(eq(pendingInvitations.userId, member.userId));
        continue;
      }
      try {
        const token = await issueOneTimeToken(
          db,
          member.userId,
          'password-reset',
          new Date(),
          null,
          INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000,
        );
        const link = `${sitePageUrl(options.publicUrl, paths.resetPassword.path, member.lang)}?code=${encodeURIComponent(token)}`;
        await mailer.send(invitationMail(member.email, member.fullName ?? '', link, options.brand, member.lang));
        await db.delete(pendingInvitations).where(eq(pendingInvitations.userId, member.userId));
        sent += 1;
      } catch {
        failed += 1;
      }
    }
  }
}

function invitationMail(to: string, fullName: string, link: string, brand: Brand, language: Language) {
  const days = INVITATION_TTL_DAYS;
  return inLanguage(language, () => ({
    to,
    subject: say({
      en: `Your ${brand.name} profile is ready: set your password`,
      hi: `${brand.name} पर आपकी प्रोफ़ाइल तैयार है: अपना पासवर्ड बनाएँ`,
    }),
    text: [
      greeting(fullName || undefined),
      '',
      say({
        en: `Your marriage bureau has added your profile to ${brand.name}, so families looking for a match can find you.`,
        hi: `आपके विवाह ब्यूरो ने आपकी प्रोफ़ाइल ${brand.name} पर जोड़ी है, ताकि रिश्ता ढूँढ रहे परिवार आपको पा सकें।`,
      }),
      say({
        en: `Choose a password within ${days} days to log in, check your details and add photos: ${link}`,
        hi: `${days} दिनों के अंदर पासवर्ड चुनें, फिर लॉग इन करके अपनी जानकारी जाँचें और फ़ोटो जोड़ें: ${link}`,
      }),
      '',
      say({
        en: `If you did not agree to this, write to ${brand.contactEmail} and we remove the profile.`,
        hi: `अगर आपने इसकी सहमति नहीं दी थी, तो ${brand.contactEmail} पर लिखें, हम प्रोफ़ाइल हटा देंगे।`,
      }),
      '',
      signature(brand),
    ].join('\n'),
  }));
}
