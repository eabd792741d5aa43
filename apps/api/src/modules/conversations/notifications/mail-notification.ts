import { eq, sql } from 'drizzle-orm';
import { paths, say, type Brand, type Language, type NotificationKind } from '@matri/contracts';
import { inLanguage, greeting, signature } from '../../platform';
import type { Database } from '../../../db/database';
import { notifications, profiles, users } from '../../../db/schema';
import type { Mailer } from '../../platform';

/**
 * Whether the member wants a kind's e-mail: the outcome of their own report, ID check or held photo always goes, like
 * a receipt.
 */
const preferenceOf = {
  'interest-received': users.notifyInterestReceived,
  'interest-accepted': users.notifyInterestAccepted,
  'profile-viewed': users.notifyProfileViewed,
  'report-actioned': sql<boolean>`true`,
  'report-dismissed': sql<boolean>`true`,
  'id-verified': sql<boolean>`true`,
  'id-refused': sql<boolean>`true`,
  'selfie-verified': sql<boolean>`true`,
  'selfie-refused': sql<boolean>`true`,
  'photo-approved': sql<boolean>`true`,
  'photo-refused': sql<boolean>`true`,
} as const;

function mailFor(kind: NotificationKind, actorOrNull: string | null, brand: Brand, publicUrl: string) {
  const actor = actorOrNull ?? say({ en: 'A member', hi: 'एक सदस्य' });
  const requests = `${publicUrl}${paths.request.path}`;
  const verification = `${publicUrl}${paths.verification.path}`;
  const dashboard = `${publicUrl}${paths.dashboard.path}`;
  const texts = {
    'interest-received': {
      subject: say({ en: `${actor} is interested in you`, hi: `${actor} ने आपको पसंद किया है` }),
      body: say({
        en: `${actor} sent you an interest. Accept or decline it: ${requests}`,
        hi: `${actor} ने आपको पसंद भेजी है। इसे स्वीकार या अस्वीकार करें: ${requests}`,
      }),
    },
    'interest-accepted': {
      subject: say({ en: `${actor} accepted your interest`, hi: `${actor} ने आपकी पसंद स्वीकार की` }),
      body: say({
        en: `${actor} accepted your interest. You can now see their contact details as they allow: ${requests}?tab=accepted`,
        hi: `${actor} ने आपकी पसंद स्वीकार कर ली है। अब आप उनका संपर्क विवरण, जितना वे अनुमति दें, देख सकते हैं: ${requests}?tab=accepted`,
      }),
    },
    'profile-viewed': {
      subject: say({ en: `${actor} viewed your profile`, hi: `${actor} ने आपकी प्रोफ़ाइल देखी` }),
      body: say({
        en: `${actor} looked at your profile. See who viewed it: ${publicUrl}${paths.dashboard.path}`,
        hi: `${actor} ने आपकी प्रोफ़ाइल देखी। देखें किसने देखी: ${publicUrl}${paths.dashboard.path}`,
      }),
    },
    // What a reporter is told: the outcome in general terms, nothing of the other member's account.
    'report-actioned': {
      subject: say({ en: 'Your report was reviewed', hi: 'आपकी शिकायत की जाँच हो गई है' }),
      body: say({
        en: 'We reviewed your report and took action on the account you reported. Thank you for telling us.',
        hi: 'हमने आपकी शिकायत की जाँच की और जिस खाते की आपने शिकायत की थी, उस पर कार्रवाई की। हमें बताने के लिए धन्यवाद।',
      }),
    },
    'report-dismissed': {
      subject: say({ en: 'Your report was reviewed', hi: 'आपकी शिकायत की जाँच हो गई है' }),
      body: say({
        en: 'We reviewed your report and found no breach of our rules. The member stays blocked for you unless you unblock them.',
        hi: 'हमने आपकी शिकायत की जाँच की और हमारे नियमों का कोई उल्लंघन नहीं मिला। जब तक आप अनब्लॉक न करें, वह सदस्य आपके लिए ब्लॉक रहेगा।',
      }),
    },
    // An admin's decision on the member's own held ID check; the page says why and what to do next.
    'id-verified': {
      subject: say({ en: 'Your ID is verified', hi: 'आपकी पहचान सत्यापित हो गई है' }),
      body: say({
        en: `Our team checked your Aadhaar against your profile and confirmed that it is yours. ${verification}`,
        hi: `हमारी टीम ने आपके आधार को आपकी प्रोफ़ाइल से मिलाकर पुष्टि कर दी है कि यह आपका ही है। ${verification}`,
      }),
    },
    'id-refused': {
      subject: say({ en: 'Your ID could not be verified', hi: 'आपकी पहचान सत्यापित नहीं हो सकी' }),
      body: say({
        en: `Our team could not confirm that your Aadhaar matches your profile. See why and what to do next: ${verification}`,
        hi: `हमारी टीम पुष्टि नहीं कर सकी कि आपका आधार आपकी प्रोफ़ाइल से मेल खाता है। कारण और आगे क्या करना है, यहाँ देखें: ${verification}`,
      }),
    },
    // An admin's decision on the member's own held selfie check.
    'selfie-verified': {
      subject: say({ en: 'Your photo is verified', hi: 'आपकी फ़ोटो सत्यापित हो गई है' }),
      body: say({
        en: `Our team compared your selfie with your photos and confirmed that they show you. Your profile now shows the photo verified badge. ${verification}`,
        hi: `हमारी टीम ने आपकी सेल्फ़ी को आपकी फ़ोटो से मिलाकर पुष्टि कर दी है कि फ़ोटो में आप ही हैं। अब आपकी प्रोफ़ाइल पर "फ़ोटो सत्यापित" का बैज दिखता है। ${verification}`,
      }),
    },
    'selfie-refused': {
      subject: say({ en: 'Your photo could not be verified', hi: 'आपकी फ़ोटो सत्यापित नहीं हो सकी' }),
      body: say({
        en: `Our team could not confirm that your selfie matches your photos. See why and try again: ${verification}`,
        hi: `हमारी टीम पुष्टि नहीं कर सकी कि आपकी सेल्फ़ी आपकी फ़ोटो से मेल खाती है। कारण देखें और फिर कोशिश करें: ${verification}`,
      }),
    },
    // An admin's decision on the member's own photo held for the team; the dashboard shows each photo's state.
    'photo-approved': {
      subject: say({ en: 'Your photo is approved', hi: 'आपकी फ़ोटो स्वीकार हो गई है' }),
      body: say({
        en: `Our team looked at the photo we held and approved it: other members can see it now. ${dashboard}`,
        hi: `हमारी टीम ने रोकी गई फ़ोटो देखकर उसे स्वीकार कर लिया है: अब दूसरे सदस्य इसे देख सकते हैं। ${dashboard}`,
      }),
    },
    'photo-refused': {
      subject: say({ en: 'Your photo was not approved', hi: 'आपकी फ़ोटो स्वीकार नहीं हुई' }),
      body: say({
        en: `Our team looked at the photo we held and could not approve it. See why and add another photo: ${dashboard}`,
        hi: `हमारी टीम ने रोकी गई फ़ोटो देखी और उसे स्वीकार नहीं कर सकी। कारण देखें और दूसरी फ़ोटो लगाएँ: ${dashboard}`,
      }),
    },
  } satisfies Record<NotificationKind, { subject: string; body: string }>;
  const { subject, body } = texts[kind];
  const settings = `${publicUrl}${paths.setting.path}`;
  return {
    subject: say({ en: `${subject} on ${brand.name}`, hi: `${subject} (${brand.name})` }),
    text: [
      greeting(),
      '',
      body,
      '',
      say({
        en: `Choose which e-mails you get on ${settings}.`,
        hi: `कौन-से ई-मेल आपको मिलें, यह ${settings} पर चुनें।`,
      }),
      '',
      signature(brand),
    ].join('\n'),
  };
}

/** The member's address when they chose e-mails of this kind and their account is open; else null. */
export async function mailRecipient(
  db: Database,
  kind: NotificationKind,
  memberId: number,
): Promise<{ email: string; lang: Language } | null> {
  const [recipient] = await db
    .select({ email: users.email, lang: users.lang, wantsMail: preferenceOf[kind], status: users.status })
    .from(users)
    .where(eq(users.id, memberId))
    .limit(1);
  return recipient?.wantsMail && recipient.status !== 'deleted' && recipient.status !== 'suspended'
    ? { email: recipient.email, lang: recipient.lang }
    : null;
}

/**
 * E-mails a recorded notification to its member when they chose that e-mail (read when it is sent, so a choice changed
 * meanwhile counts) and their account is open. Returns whether a mail went out; a failing mail server throws (the job
 * is tried again).
 */
export async function mailNotification(
  db: Database,
  mailer: Mailer,
  notificationId: number,
  options: { brand: Brand; publicUrl: string },
): Promise<boolean> {
  const [notification] = await db
    .select({ kind: notifications.kind, recipientId: notifications.userId, actorId: notifications.actorId })
    .from(notifications)
    .where(eq(notifications.id, notificationId))
    .limit(1);
  if (!notification) return false;
  const { kind } = notification;
  const recipient = await mailRecipient(db, kind, notification.recipientId);
  if (!recipient) return false;
  const [actor] = await db
    .select({ name: sql<string>`split_part(${profiles.fullName}, ' ', 1)`, code: profiles.profileCode })
    .from(profiles)
    .where(eq(profiles.userId, notification.actorId))
    .limit(1);
  await mailer.send(
    inLanguage(recipient.lang, () => ({
      to: recipient.email,
      ...mailFor(kind, actor ? `${actor.name} (${actor.code})` : null, options.brand, options.publicUrl),
    })),
  );
  return true;
}
