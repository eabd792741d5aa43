import { desc, eq } from 'drizzle-orm';
import { say, type Brand, type LocalText, type ReportReason } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { suspensions, users } from '../../../db/schema';
import { inLanguage, greeting, signature } from '../../platform';
import type { Mailer } from '../../platform';

/**
 * Why an account was suspended, as the member is told: the category of the report the admin acted on, in words about
 * what they did (never who reported them or what was written).
 */
const suspensionReasons: Record<ReportReason, LocalText> = {
  'fake-profile': { en: 'false or fake profile details', hi: 'प्रोफ़ाइल में ग़लत या नक़ली जानकारी' },
  'already-married': { en: 'registering while already married', hi: 'पहले से विवाहित होते हुए रजिस्टर करना' },
  'inappropriate-photo': { en: 'an inappropriate photo', hi: 'अनुचित फ़ोटो' },
  harassment: {
    en: 'harassing or abusive messages to other members',
    hi: 'दूसरे सदस्यों को परेशान करने वाले या अपमानजनक संदेश',
  },
  'asking-for-money': { en: 'asking other members for money', hi: 'दूसरे सदस्यों से पैसे माँगना' },
  other: { en: 'a breach of our terms of use', hi: 'हमारी उपयोग की शर्तों का उल्लंघन' },
};

/** What a suspended member is told, in the language being spoken: why, and where to appeal. */
export function suspensionNotice(reason: ReportReason | null, brand: Brand): string {
  const why = suspensionReasons[reason ?? 'other'];
  return say({
    en: `This account is suspended for ${why.en}. If you think this is a mistake, write to ${brand.contactEmail} from this account's e-mail address to appeal.`,
    hi: `यह खाता इस कारण निलंबित है: ${why.hi}। अगर आपको लगता है कि यह ग़लती है, तो अपील के लिए इस खाते के ई-मेल पते से ${brand.contactEmail} पर लिखें।`,
  });
}

/** The reason of the member's latest suspension; null for one from before reasons were kept. */
export async function suspensionReasonOf(db: Database, memberId: number): Promise<ReportReason | null> {
  const [latest] = await db
    .select({ reason: suspensions.reason })
    .from(suspensions)
    .where(eq(suspensions.memberId, memberId))
    .orderBy(desc(suspensions.suspendedAt), desc(suspensions.id))
    .limit(1);
  return latest?.reason ?? null;
}

/** E-mails a member just suspended, in their language, the reason and how to appeal. */
export async function mailSuspendedMember(db: Database, mailer: Mailer, memberId: number, brand: Brand) {
  const [member] = await db
    .select({ email: users.email, lang: users.lang })
    .from(users)
    .where(eq(users.id, memberId))
    .limit(1);
  if (!member) return;
  const reason = await suspensionReasonOf(db, memberId);
  await mailer.send(
    inLanguage(member.lang, () => ({
      to: member.email,
      subject: say({
        en: `Your account on ${brand.name} is suspended`,
        hi: `${brand.name} पर आपका खाता निलंबित किया गया है`,
      }),
      text: [greeting(), '', suspensionNotice(reason, brand), '', signature(brand)].join('\n'),
    })),
  );
}
