import type { Religion } from './religions';
import type { VocabularyItem } from './vocabulary';

/**
 * Communities members choose under their religion. The lists hold the communities members of Indian matrimonial sites
 * most often search by; every religion ends in "Other" so nobody is forced into a wrong box, and the free-text
 * sub-community carries the detail (gotra, sect or jati).
 */
export const communitiesByReligion = {
  hindu: [
    { value: 'agarwal', label: 'Agarwal', hi: 'अग्रवाल' },
    { value: 'arora', label: 'Arora', hi: 'अरोड़ा' },
    { value: 'baniya', label: 'Baniya', hi: 'बनिया' },
    { value: 'brahmin', label: 'Brahmin', hi: 'ब्राह्मण' },
    { value: 'bhumihar', label: 'Bhumihar', hi: 'भूमिहार' },
    { value: 'ezhava', label: 'Ezhava', hi: 'एझवा' },
    { value: 'gupta', label: 'Gupta', hi: 'गुप्ता' },
    { value: 'gounder', label: 'Gounder', hi: 'गाउंडर' },
    { value: 'iyer', label: 'Iyer', hi: 'अय्यर' },
    { value: 'iyengar', label: 'Iyengar', hi: 'अयंगर' },
    { value: 'jat', label: 'Jat', hi: 'जाट' },
    { value: 'kamma', label: 'Kamma', hi: 'कम्मा' },
    { value: 'kapu', label: 'Kapu', hi: 'कापू' },
    { value: 'kayastha', label: 'Kayastha', hi: 'कायस्थ' },
    { value: 'khatri', label: 'Khatri', hi: 'खत्री' },
    { value: 'kshatriya', label: 'Kshatriya', hi: 'क्षत्रिय' },
    { value: 'kurmi', label: 'Kurmi', hi: 'कुर्मी' },
    { value: 'lingayat', label: 'Lingayat', hi: 'लिंगायत' },
    { value: 'maratha', label: 'Maratha', hi: 'मराठा' },
    { value: 'nadar', label: 'Nadar', hi: 'नाडार' },
    { value: 'nair', label: 'Nair', hi: 'नायर' },
    { value: 'patel', label: 'Patel', hi: 'पटेल' },
    { value: 'rajput', label: 'Rajput', hi: 'राजपूत' },
    { value: 'reddy', label: 'Reddy', hi: 'रेड्डी' },
    { value: 'scheduled-caste', label: 'Scheduled Caste', hi: 'अनुसूचित जाति' },
    { value: 'scheduled-tribe', label: 'Scheduled Tribe', hi: 'अनुसूचित जनजाति' },
    { value: 'vokkaliga', label: 'Vokkaliga', hi: 'वोक्कालिगा' },
    { value: 'yadav', label: 'Yadav', hi: 'यादव' },
    { value: 'other', label: 'Other', hi: 'अन्य' },
  ],
  muslim: [
    { value: 'sunni', label: 'Sunni', hi: 'सुन्नी' },
    { value: 'shia', label: 'Shia', hi: 'शिया' },
    { value: 'ansari', label: 'Ansari', hi: 'अंसारी' },
    { value: 'bohra', label: 'Bohra', hi: 'बोहरा' },
    { value: 'khoja', label: 'Khoja', hi: 'खोजा' },
    { value: 'mappila', label: 'Mappila', hi: 'मप्पिला' },
    { value: 'memon', label: 'Memon', hi: 'मेमन' },
    { value: 'pathan', label: 'Pathan', hi: 'पठान' },
    { value: 'qureshi', label: 'Qureshi', hi: 'क़ुरैशी' },
    { value: 'rowther', label: 'Rowther', hi: 'रावुथर' },
    { value: 'shaikh', label: 'Shaikh', hi: 'शेख़' },
    { value: 'syed', label: 'Syed', hi: 'सैयद' },
    { value: 'other', label: 'Other', hi: 'अन्य' },
  ],
  sikh: [
    { value: 'ahluwalia', label: 'Ahluwalia', hi: 'अहलूवालिया' },
    { value: 'arora', label: 'Arora', hi: 'अरोड़ा' },
    { value: 'jat', label: 'Jat', hi: 'जाट' },
    { value: 'kamboj', label: 'Kamboj', hi: 'कम्बोज' },
    { value: 'khatri', label: 'Khatri', hi: 'खत्री' },
    { value: 'labana', label: 'Labana', hi: 'लबाना' },
    { value: 'mazhabi', label: 'Mazhabi', hi: 'मज़हबी' },
    { value: 'ramgarhia', label: 'Ramgarhia', hi: 'रामगढ़िया' },
    { value: 'ravidasia', label: 'Ravidasia', hi: 'रविदासिया' },
    { value: 'saini', label: 'Saini', hi: 'सैनी' },
    { value: 'other', label: 'Other', hi: 'अन्य' },
  ],
  christian: [
    { value: 'anglican', label: 'Anglican', hi: 'एंग्लिकन' },
    { value: 'born-again', label: 'Born Again', hi: 'बॉर्न अगेन' },
    { value: 'cni', label: 'Church of North India', hi: 'चर्च ऑफ़ नॉर्थ इंडिया' },
    { value: 'csi', label: 'Church of South India', hi: 'चर्च ऑफ़ साउथ इंडिया' },
    { value: 'evangelical', label: 'Evangelical', hi: 'इवेंजेलिकल' },
    { value: 'jacobite', label: 'Jacobite', hi: 'जैकोबाइट' },
    { value: 'latin-catholic', label: 'Latin Catholic', hi: 'लैटिन कैथोलिक' },
    { value: 'marthoma', label: 'Marthoma', hi: 'मार थोमा' },
    { value: 'orthodox', label: 'Orthodox', hi: 'ऑर्थोडॉक्स' },
    { value: 'pentecostal', label: 'Pentecostal', hi: 'पेंटेकोस्टल' },
    { value: 'protestant', label: 'Protestant', hi: 'प्रोटेस्टेंट' },
    { value: 'roman-catholic', label: 'Roman Catholic', hi: 'रोमन कैथोलिक' },
    { value: 'syro-malabar', label: 'Syro-Malabar', hi: 'सीरो-मालाबार' },
    { value: 'other', label: 'Other', hi: 'अन्य' },
  ],
  jain: [
    { value: 'digambar', label: 'Digambar', hi: 'दिगंबर' },
    { value: 'shwetambar', label: 'Shwetambar', hi: 'श्वेतांबर' },
    { value: 'other', label: 'Other', hi: 'अन्य' },
  ],
  buddhist: [
    { value: 'navayana', label: 'Navayana', hi: 'नवयान' },
    { value: 'mahayana', label: 'Mahayana', hi: 'महायान' },
    { value: 'theravada', label: 'Theravada', hi: 'थेरवाद' },
    { value: 'other', label: 'Other', hi: 'अन्य' },
  ],
  parsi: [
    { value: 'irani', label: 'Irani', hi: 'ईरानी' },
    { value: 'parsi', label: 'Parsi', hi: 'पारसी' },
    { value: 'other', label: 'Other', hi: 'अन्य' },
  ],
  jewish: [
    { value: 'bene-israel', label: 'Bene Israel', hi: 'बेने इस्राइल' },
    { value: 'cochin', label: 'Cochin Jews', hi: 'कोचीन यहूदी' },
    { value: 'baghdadi', label: 'Baghdadi', hi: 'बग़दादी' },
    { value: 'other', label: 'Other', hi: 'अन्य' },
  ],
  'no-religion': [{ value: 'other', label: 'Other', hi: 'अन्य' }],
  other: [{ value: 'other', label: 'Other', hi: 'अन्य' }],
} as const satisfies Record<Religion, readonly VocabularyItem[]>;

export function communitiesOf(religion: Religion): readonly VocabularyItem[] {
  return communitiesByReligion[religion];
}

export function isCommunityOf(religion: Religion, community: string): boolean {
  return communitiesOf(religion).some((item) => item.value === community);
}

/**
 * The "religion:community" choices of partner preferences, grouped by religion: a community name (Jat, Khatri) can
 * belong to more than one religion.
 */
export const partnerCommunityChoices: readonly VocabularyItem[] = Object.entries(communitiesByReligion).flatMap(
  ([religion, items]) => items.map((item) => ({ value: `${religion}:${item.value}`, label: item.label, hi: item.hi })),
);
