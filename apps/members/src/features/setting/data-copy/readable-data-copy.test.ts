import { i18n } from '@lingui/core';
import { loadLanguage, withOtherPagesWords } from '../../../i18n/member-language';
import type { MemberDataExport } from './member-data-export';
import { readableDataCopy } from './readable-data-copy';

const at = '2026-11-21T10:00:00.000Z';

/** An export as GET /api/users/me/export gives it: stored codes everywhere a member picked from a list. */
const exported: MemberDataExport = {
  exportedAt: at,
  account: {
    email: 'priya@example.in',
    mobile: '+919876543210',
    status: 'active',
    isEmailVerified: true,
    isMobileVerified: true,
    createdAt: at,
    lastActiveAt: at,
    notifyInterestReceived: true,
    notifyInterestAccepted: false,
    notifyProfileViewed: false,
    notifyUnreadMessages: true,
    lang: 'hi',
  },
  profile: {
    profileCode: 'SV100042',
    fullName: 'प्रिया शर्मा',
    gender: 'female',
    createdBy: 'parent',
    dateOfBirth: '1996-02-10',
    religion: 'hindu',
    community: 'brahmin',
    motherTongue: 'hindi',
    incomeBand: '15-to-20-lakh',
    birthPlace: 'kanpur-in',
    nakshatra: 'rohini',
    starKey: 13,
    heightCm: 160,
    country: 'in',
    state: 'uttar-pradesh',
    city: 'Kanpur',
    brothers: 1,
    aboutMe: 'I teach <b>music</b>.',
    photoVisibility: 'all',
    contactVisibility: 'accepted',
    horoscopeVisibility: 'accepted',
    isShownInRecent: false,
    interestAudience: 'verified-id',
    messageAudience: 'anyone',
    photoAudience: 'verified-id-photo',
  },
  partnerPreferences: {
    ageMin: 27,
    ageMax: 32,
    heightMinCm: null,
    heightMaxCm: null,
    religions: ['hindu'],
    motherTongues: [],
    horoscopeMustMatch: false,
  },
  photos: [{ createdAt: at, isPrimary: true }],
  profileViews: { made: [{ profileId: 'SV100007', viewedAt: at }], ofMyProfile: [at] },
  interests: [{ direction: 'received', profileId: 'SV100007', status: 'accepted', message: 'Namaste', createdAt: at }],
  blocks: [],
  contactMessages: [],
  shortlist: [{ profileId: 'SV100009', addedAt: at }],
  reportsMade: [
    {
      profileId: 'SV100011',
      reason: 'asking-for-money',
      details: 'Asked for a loan',
      status: 'open',
      createdAt: at,
    },
  ],
  notifications: [],
  savedSearches: [],
  memberships: [{ planId: 'gold', startsAt: at, endsAt: '2027-02-21T10:00:00.000Z' }],
  payments: [
    { planId: 'gold', status: 'paid', amountPaise: 294_900, itemDescription: 'Gold membership, 3 months', paidAt: at },
  ],
  contactReveals: { made: [], ofMyContact: [] },
  conversations: [{ profileId: 'SV100007', messages: [{ fromMe: true, text: 'Hello', sentAt: at }] }],
};

function read(language: 'en' | 'hi') {
  const html = readableDataCopy(exported, { i18n, language, brandName: 'Shubh Vivah' });
  const page = new DOMParser().parseFromString(html, 'text/html');
  const row = (label: string) =>
    [...page.querySelectorAll('tr')].find((tr) => tr.querySelector('th')?.textContent === label)?.querySelector('td')
      ?.textContent;
  return { html, page, row };
}

describe('the readable copy of the data export', () => {
  // The setting page's words, as its route loads them (app-routes.tsx).
  beforeAll(() => withOtherPagesWords(Promise.resolve()));

  it('names every answer as the site shows it, never by its stored code', async () => {
    await loadLanguage('en');
    const { html, page, row } = read('en');
    expect(page.documentElement.lang).toBe('en-IN');
    expect(page.title).toBe('Your data at Shubh Vivah');
    expect(row('Annual income')).toBe('₹15–20 lakh');
    expect(row('Birth place')).toBe('Kanpur, Uttar Pradesh');
    expect(row('Birth star (nakshatra)')).toBe('Rohini');
    expect(row('Community')).toBe('Brahmin');
    expect(row('Date of birth')).toBe('10 February 1996');
    expect(row('Height')).toBe('5′ 3″ (160 cm)');
    expect(row('Religions')).toBe('Hindu');
    expect(row('Mother tongues')).toBe('Any');
    expect(row('E-mail me when my interest is accepted')).toBe('No');
    expect(row('Who may send me interests')).toBe('Members with a verified ID');
    expect(row('Who may see my photos (as well as the photo privacy on my profile)')).toBe(
      'Members with a verified ID and photo',
    );
    expect(page.body.textContent).toContain('Asking for money');
    expect(page.body.textContent).toContain('₹2,949.00');
    expect(page.querySelector('td b')).toBeNull();
    expect(row('About me')).toBe('I teach <b>music</b>.');
    for (const code of [
      '15-to-20-lakh',
      'kanpur-in',
      'starKey',
      'asking-for-money',
      'uttar-pradesh',
      'rohini',
      'verified-id',
    ])
      expect(html).not.toContain(code);
  });

  it('is written in Hindi for a member who reads Hindi', async () => {
    await loadLanguage('hi');
    const { page, row } = read('hi');
    expect(page.documentElement.lang).toBe('hi-IN');
    expect(page.title).toBe('Shubh Vivah पर आपका डेटा');
    expect(row('प्रोफ़ाइल ID')).toBe('SV100042');
    expect(row('सालाना आय')).toBe('₹15–20 लाख');
    expect(row('धर्म')).toBe('हिन्दू');
    expect(page.body.textContent).toContain('पैसे माँगना');
    // Plans by the names the Hindi site gives them, not the English line stored with the order.
    expect(page.body.textContent).toContain('गोल्ड');
    expect(page.body.textContent).not.toContain('Gold membership');
    await loadLanguage('en');
  });
});
