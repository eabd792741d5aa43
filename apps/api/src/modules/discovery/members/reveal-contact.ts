import { and, eq } from 'drizzle-orm';
import {
  formatDate,
  say,
  type ContactAccess,
  type ContactPrivacy,
  type ContactRevealJson,
  type Plan,
} from '@matri/contracts';
import { planLabel } from '@matri/membership';
import type { Database } from '../../../db/database';
import { contactReveals, profiles, users, type UserRow } from '../../../db/schema';
import { hasAcceptedInterest } from '../../visibility';
import { lockMember, NotFound, Forbidden } from '../../platform';
import { monthStartInIndia } from '@matri/helpers';
import { contactViewsThisMonth, currentPlanOf } from '../../membership';

type Executor = Pick<Database, 'select'>;

export async function hasRevealedContact(db: Executor, viewerId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ at: contactReveals.revealedAt })
    .from(contactReveals)
    .where(and(eq(contactReveals.viewerId, viewerId), eq(contactReveals.memberId, memberId)));
  return Boolean(row);
}

/** What stands between the viewer and the contact details of a member who keeps them for paying members. */
async function paidAllowance(db: Executor, viewerId: number, now: Date): Promise<{ plan: Plan; left: number }> {
  const { plan } = await currentPlanOf(db, viewerId, now);
  const used = plan.contactViewsPerMonth > 0 ? await contactViewsThisMonth(db, viewerId, now) : 0;
  return { plan, left: Math.max(0, plan.contactViewsPerMonth - used) };
}

/**
 * How the viewer may come to a member's contact details, for /profiledetails to say it: shown already, private,
 * after an accepted interest, with one of the plan's contact views this month ('reveal'), or with a plan that has
 * some left ('upgrade').
 */
export async function contactAccessFor(
  db: Executor,
  viewerId: number,
  owner: { id: number; contactVisibility: ContactPrivacy },
  isConnected: boolean,
  isShown: boolean,
  now = new Date(),
): Promise<ContactAccess> {
  if (isShown || owner.id === viewerId) return 'shown';
  if (owner.contactVisibility === 'nobody') return 'private';
  if (!isConnected) return 'after-acceptance';
  return (await paidAllowance(db, viewerId, now)).left > 0 ? 'reveal' : 'upgrade';
}

const upgradeNeeded = (message: string) => new Forbidden(message, [{ path: ['plan'], message }]);

/**
 * "View contact details" of a member connected by an accepted interest who shares them with paying members: one of
 * the viewer's plan's contact views this month (the first time only; a member seen stays seen). Members who share
 * with every accepted member need none; members who share with nobody are refused.
 */
export async function revealContact(
  db: Database,
  viewer: UserRow,
  memberId: number,
  now = new Date(),
): Promise<ContactRevealJson> {
  return db.transaction(async (tx) => {
    // Two reveals at once must not both take the month's last contact view.
    await lockMember(tx, 'contact-reveals', viewer.id);
    const [owner] = await tx
      .select({
        fullName: profiles.fullName,
        contactVisibility: profiles.contactVisibility,
        email: users.email,
        mobile: users.mobile,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.userId, memberId));
    if (!owner)
      throw new NotFound({ en: 'There is no member with this profile ID.', hi: 'इस प्रोफ़ाइल ID का कोई सदस्य नहीं है।' });
    const contact = { email: owner.email, mobile: owner.mobile };
    if (owner.contactVisibility === 'nobody')
      throw new Forbidden({
        en: `${owner.fullName} keeps contact details private.`,
        hi: `${owner.fullName} अपना संपर्क विवरण निजी रखते हैं।`,
      });
    if (!(await hasAcceptedInterest(tx, viewer.id, memberId))) {
      throw new Forbidden({
        en: 'Contact details are shared once an interest between you is accepted.',
        hi: 'आपके बीच पसंद स्वीकार होने पर ही संपर्क विवरण साझा होता है।',
      });
    }
    const { plan, left } = await paidAllowance(tx, viewer.id, now);
    const viewsLeft = plan.contactViewsPerMonth > 0 ? left : null;
    if (owner.contactVisibility === 'accepted' || (await hasRevealedContact(tx, viewer.id, memberId)))
      return { contact, contactViewsLeft: viewsLeft };
    if (plan.contactViewsPerMonth === 0)
      throw upgradeNeeded(
        say({
          en: `${owner.fullName} shares contact details with paying members. Upgrade to see them.`,
          hi: `${owner.fullName} अपना संपर्क विवरण सशुल्क सदस्यों को दिखाते हैं। देखने के लिए अपग्रेड करें।`,
        }),
      );
    if (left === 0) {
      const nextMonth = monthStartInIndia(now, 1);
      const from = { withYear: false, timeZone: 'Asia/Kolkata' };
      throw upgradeNeeded(
        say({
          en: `You have seen all ${plan.contactViewsPerMonth} contact details your ${planLabel(plan, 'en')} plan gives this month. More from ${formatDate(nextMonth, 'en', from)}, or move to a bigger plan.`,
          hi: `आपके ${planLabel(plan, 'hi')} प्लान में इस महीने के सभी ${plan.contactViewsPerMonth} संपर्क-दर्शन इस्तेमाल हो चुके हैं। ${formatDate(nextMonth, 'hi', from)} से और मिलेंगे, या बड़ा प्लान लें।`,
        }),
      );
    }
    await tx.insert(contactReveals).values({ viewerId: viewer.id, memberId, revealedAt: now }).onConflictDoNothing();
    return { contact, contactViewsLeft: left - 1 };
  });
}
