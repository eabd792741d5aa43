import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  contactAudiences,
  contactPrivacies,
  formatDate,
  genders,
  horoscopeVisibilities,
  labelOf,
  languageInfo,
  photoVisibilities,
  reportReasons,
  type Language,
  type VocabularyItem,
} from '@matri/contracts';
import { defaultPlans, planLabel, formatPaise } from '@matri/membership';
import type { FormValues } from '../../../profiles/form-values';
import { partnerPreferenceRows } from '../../../profiles/partner-preference-rows';
import { birthPlaceChoices } from '../../../profiles/birth-place-choices';
import { profileSections } from '../../../profiles/profile-sections';
import type { MemberDataExport } from './member-data-export';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const interestStatusLabels: Record<string, MessageDescriptor> = {
  pending: msg`Waiting for an answer`,
  accepted: msg({ message: 'Accepted', context: 'one interest' }),
  declined: msg({ message: 'Declined', context: 'one interest' }),
  withdrawn: msg`Withdrawn`,
};
const reportStatusLabels: Record<string, MessageDescriptor> = {
  open: msg`Being looked into`,
  actioned: msg`Dealt with`,
  dismissed: msg`Closed without action`,
};

const style =
  'body{font-family:"Noto Sans","Noto Sans Devanagari",system-ui,sans-serif;margin:2rem auto;max-width:52rem;padding:0 1rem;color:#222;line-height:1.5}' +
  'h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:2px solid #ddd;padding-bottom:.2rem}h3{font-size:1rem}' +
  'table{width:100%;border-collapse:collapse;margin:.5rem 0}th,td{padding:.35rem .5rem;border-bottom:1px solid #e4e4e4;text-align:left;vertical-align:top}' +
  'th[scope=row]{width:35%;font-weight:600}td{white-space:pre-wrap}.none{color:#666}';

/**
 * The member's data export as a page to read, print or keep: the JSON of GET /api/users/me/export laid out under the
 * labels the site shows (the dashboard's profile sections and partner preferences, the vocabularies in the member's
 * language), dates and amounts written as the site writes them, never the stored codes.
 */
export function readableDataCopy(
  data: MemberDataExport,
  { i18n, language, brandName }: { i18n: I18n; language: Language; brandName: string },
): string {
  const say = (descriptor: MessageDescriptor) => escape(i18n._(descriptor));
  const locale = languageInfo(language).intlLocale;
  const dateTime = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(locale, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'Asia/Kolkata',
        })
      : '';
  const day = (isoDay: string) => formatDate(isoDay.slice(0, 10), language);
  const yesNo = (value: boolean) => i18n._(value ? msg`Yes` : msg`No`);
  const label = (items: readonly VocabularyItem[], value: string | null | undefined) =>
    value ? labelOf(items, value, language) : '';
  const none = `<p class="none">${say(msg`Nothing here.`)}</p>`;

  const facts = (rows: { label: string; value: string | null | undefined }[]) => {
    const given = rows.filter((row) => row.value);
    if (given.length === 0) return none;
    return `<table><tbody>${given
      .map((row) => `<tr><th scope="row">${escape(row.label)}</th><td>${escape(row.value ?? '')}</td></tr>`)
      .join('')}</tbody></table>`;
  };
  const table = (headers: MessageDescriptor[], rows: (string | null | undefined)[][]) =>
    rows.length === 0
      ? none
      : `<table><thead><tr>${headers.map((header) => `<th scope="col">${say(header)}</th>`).join('')}</tr></thead><tbody>${rows
          .map((row) => `<tr>${row.map((cell) => `<td>${escape(cell ?? '')}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`;
  const section = (title: MessageDescriptor, body: string) => `<section><h2>${say(title)}</h2>${body}</section>`;

  const { account, profile } = data;
  const accountPart = facts([
    { label: i18n._(msg`E-mail address`), value: account.email },
    { label: i18n._(msg`E-mail confirmed`), value: yesNo(account.isEmailVerified) },
    { label: i18n._(msg`Mobile number`), value: account.mobile },
    { label: i18n._(msg`Mobile verified`), value: yesNo(account.isMobileVerified) },
    { label: i18n._(msg`Language`), value: languageInfo(account.lang).label },
    { label: i18n._(msg`Member since`), value: dateTime(account.createdAt) },
    { label: i18n._(msg`Last active`), value: dateTime(account.lastActiveAt) },
    { label: i18n._(msg`Hide my profile`), value: yesNo(account.status === 'hidden') },
    {
      label: i18n._(msg`E-mail me when someone sends me an interest`),
      value: yesNo(account.notifyInterestReceived),
    },
    { label: i18n._(msg`E-mail me when my interest is accepted`), value: yesNo(account.notifyInterestAccepted) },
    { label: i18n._(msg`E-mail me when someone views my profile`), value: yesNo(account.notifyProfileViewed) },
    {
      label: i18n._(msg`E-mail me, at most once a day, about messages I have not read for half an hour`),
      value: yesNo(account.notifyUnreadMessages),
    },
  ]);

  const profilePart = profile
    ? facts([
        { label: i18n._(msg`Profile ID`), value: profile.profileCode },
        { label: i18n._(msg`Gender`), value: label(genders, profile.gender) },
      ]) +
      profileSections
        .map((spec) => {
          const values = Object.fromEntries(
            Object.entries(profile).map(([name, value]) => [name, value === null ? '' : String(value)]),
          ) as FormValues;
          const rows = spec.fields.map((field) => {
            const raw = values[field.name] as string | undefined;
            if (!raw) return { label: i18n._(field.label), value: null };
            const items =
              field.kind === 'place'
                ? birthPlaceChoices
                : typeof field.items === 'function'
                  ? field.items(values)
                  : field.items;
            const value = field.kind === 'date' ? day(raw) : items ? labelOf(items, raw, language) : raw;
            return { label: i18n._(field.label), value };
          });
          return `<h3>${say(spec.title)}</h3>${facts(rows)}`;
        })
        .join('') +
      `<h3>${say(msg`Privacy`)}</h3>` +
      facts([
        { label: i18n._(msg`Who sees my photos`), value: label(photoVisibilities, profile.photoVisibility) },
        {
          label: i18n._(msg`Who sees my mobile number and e-mail`),
          value: label(contactPrivacies, profile.contactVisibility),
        },
        { label: i18n._(msg`Horoscope visible to`), value: label(horoscopeVisibilities, profile.horoscopeVisibility) },
        { label: i18n._(msg`Shown among recent members`), value: yesNo(profile.isShownInRecent) },
        { label: i18n._(msg`Who may send me interests`), value: label(contactAudiences, profile.interestAudience) },
        { label: i18n._(msg`Who may message me`), value: label(contactAudiences, profile.messageAudience) },
        {
          label: i18n._(msg`Who may see my photos (as well as the photo privacy on my profile)`),
          value: label(contactAudiences, profile.photoAudience),
        },
      ])
    : none;

  const preferences = data.partnerPreferences;
  const preferencesPart = preferences
    ? facts(
        partnerPreferenceRows(preferences, i18n, language).map((row) => ({
          label: row.label,
          value: row.value ?? i18n._(msg`Any`),
        })),
      )
    : none;

  const planName = (planId: string) => {
    const plan = defaultPlans.find((known) => known.id === planId);
    return plan ? planLabel(plan, language) : planId;
  };
  const direction = (sent: boolean) =>
    i18n._(
      sent ? msg({ message: 'Sent', context: 'one interest' }) : msg({ message: 'Received', context: 'one interest' }),
    );

  const body = [
    section(msg`Account`, accountPart),
    section(msg`Profile`, profilePart),
    section(msg`Partner preferences`, preferencesPart),
    section(
      msg`Photos`,
      table(
        [msg`Added on`, msg`Main photo`],
        data.photos.map((photo) => [dateTime(photo.createdAt), yesNo(photo.isPrimary)]),
      ),
    ),
    section(
      msg`Interests`,
      table(
        [msg`Sent or received`, msg`Profile ID`, msg`Status`, msg`Message`, msg`Date`],
        data.interests.map((interest) => [
          direction(interest.direction === 'sent'),
          interest.profileId ?? i18n._(msg`Deleted profile`),
          interestStatusLabels[interest.status] ? i18n._(interestStatusLabels[interest.status]) : interest.status,
          interest.message,
          dateTime(interest.createdAt),
        ]),
      ),
    ),
    section(
      msg`Messages`,
      data.conversations.length === 0
        ? none
        : data.conversations
            .map((conversation) => {
              const who = conversation.profileId ?? i18n._(msg`Deleted profile`);
              return `<h3>${escape(i18n._(msg`With ${who}`))}</h3>${table(
                [msg`Date`, msg`Written by`, msg`Message`],
                conversation.messages.map((message) => [
                  dateTime(message.sentAt),
                  message.fromMe ? i18n._(msg`You`) : who,
                  message.text,
                ]),
              )}`;
            })
            .join(''),
    ),
    section(
      msg`Shortlist`,
      table(
        [msg`Profile ID`, msg`Added on`],
        data.shortlist.map((row) => [row.profileId, dateTime(row.addedAt)]),
      ),
    ),
    section(
      msg`Blocked members`,
      table(
        [msg`Profile ID`, msg`Date`],
        data.blocks.map((row) => [row.profileId, dateTime(row.blockedAt)]),
      ),
    ),
    section(
      msg`Reports you made`,
      table(
        [msg`Profile ID`, msg`Reason`, msg`Details`, msg`Status`, msg`Date`],
        data.reportsMade.map((report) => [
          report.profileId,
          label(reportReasons, report.reason),
          report.details,
          reportStatusLabels[report.status] ? i18n._(reportStatusLabels[report.status]) : report.status,
          dateTime(report.createdAt),
        ]),
      ),
    ),
    section(
      msg`Profiles you viewed`,
      table(
        [msg`Profile ID`, msg`Date`],
        data.profileViews.made.map((view) => [view.profileId, dateTime(view.viewedAt)]),
      ),
    ),
    section(
      msg`When your profile was viewed`,
      table(
        [msg`Date`],
        data.profileViews.ofMyProfile.map((at) => [dateTime(at)]),
      ),
    ),
    section(
      msg`Contact details you viewed`,
      table(
        [msg`Profile ID`, msg`Date`],
        data.contactReveals.made.map((reveal) => [reveal.profileId, dateTime(reveal.revealedAt)]),
      ),
    ),
    section(
      msg`When your contact details were viewed`,
      table(
        [msg`Date`],
        data.contactReveals.ofMyContact.map((at) => [dateTime(at)]),
      ),
    ),
    section(
      msg`Plans`,
      table(
        [msg`Plan`, msg`Starts on`, msg`Ends on`],
        data.memberships.map((plan) => [planName(plan.planId), dateTime(plan.startsAt), dateTime(plan.endsAt)]),
      ),
    ),
    section(
      msg`Your payments`,
      table(
        [msg`Service`, msg`Amount`, msg`Paid on`],
        data.payments
          .filter((payment) => payment.status === 'paid')
          .map((payment) => [planName(payment.planId), formatPaise(payment.amountPaise), dateTime(payment.paidAt)]),
      ),
    ),
    section(
      msg`Saved searches`,
      table(
        [msg`Name`, msg`Date`],
        data.savedSearches.map((search) => [search.name, dateTime(search.createdAt)]),
      ),
    ),
    section(
      msg`Messages you sent us`,
      table(
        [msg`Date`, msg`Message`],
        data.contactMessages.map((message) => [dateTime(message.createdAt), message.message]),
      ),
    ),
    section(
      msg`Notifications`,
      table(
        [msg`Date`, msg`Profile ID`, msg`Read on`],
        data.notifications.map((note) => [dateTime(note.createdAt), note.profileId, dateTime(note.readAt)]),
      ),
    ),
  ].join('');

  const title = i18n._(msg`Your data at ${brandName}`);
  const made = dateTime(data.exportedAt);
  return `<!doctype html><html lang="${languageInfo(language).htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${style}</style></head><body><h1>${escape(title)}</h1><p>${escape(i18n._(msg`Everything we hold about you, as on ${made}. The JSON file you can also download holds the same, for other apps.`))}</p>${body}</body></html>`;
}
