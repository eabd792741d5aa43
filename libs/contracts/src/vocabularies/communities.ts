import type { Religion } from './religions';
import type { VocabularyItem } from './vocabulary';

/**
 * Communities members choose under their religion. The lists hold the communities members of Indian matrimonial sites
 * most often search by; every religion ends in "Other" so nobody is forced into a wrong box, and the free-text
 * sub-community carries the detail (gotra, sect or jati).
 */
export const communitiesByReligion = {
  hindu: [
    { value: 'agarwal', label: 'Agarwal' },
    { value: 'arora', label: 'Arora' },
    { value: 'baniya', label: 'Baniya' },
    { value: 'brahmin', label: 'Brahmin' },
    { value: 'bhumihar', label: 'Bhumihar' },
    { value: 'ezhava', label: 'Ezhava' },
    { value: 'gupta', label: 'Gupta' },
    { value: 'gounder', label: 'Gounder' },
    { value: 'iyer', label: 'Iyer' },
    { value: 'iyengar', label: 'Iyengar' },
    { value: 'jat', label: 'Jat' },
    { value: 'kamma', label: 'Kamma' },
    { value: 'kapu', label: 'Kapu' },
    { value: 'kayastha', label: 'Kayastha' },
    { value: 'khatri', label: 'Khatri' },
    { value: 'kshatriya', label: 'Kshatriya' },
    { value: 'kurmi', label: 'Kurmi' },
    { value: 'lingayat', label: 'Lingayat' },
    { value: 'maratha', label: 'Maratha' },
    { value: 'nadar', label: 'Nadar' },
    { value: 'nair', label: 'Nair' },
    { value: 'patel', label: 'Patel' },
    { value: 'rajput', label: 'Rajput' },
    { value: 'reddy', label: 'Reddy' },
    { value: 'scheduled-caste', label: 'Scheduled Caste' },
    { value: 'scheduled-tribe', label: 'Scheduled Tribe' },
    { value: 'vokkaliga', label: 'Vokkaliga' },
    { value: 'yadav', label: 'Yadav' },
    { value: 'other', label: 'Other' },
  ],
  muslim: [
    { value: 'sunni', label: 'Sunni' },
    { value: 'shia', label: 'Shia' },
    { value: 'ansari', label: 'Ansari' },
    { value: 'bohra', label: 'Bohra' },
    { value: 'khoja', label: 'Khoja' },
    { value: 'mappila', label: 'Mappila' },
    { value: 'memon', label: 'Memon' },
    { value: 'pathan', label: 'Pathan' },
    { value: 'qureshi', label: 'Qureshi' },
    { value: 'rowther', label: 'Rowther' },
    { value: 'shaikh', label: 'Shaikh' },
    { value: 'syed', label: 'Syed' },
    { value: 'other', label: 'Other' },
  ],
  sikh: [
    { value: 'ahluwalia', label: 'Ahluwalia' },
    { value: 'arora', label: 'Arora' },
    { value: 'jat', label: 'Jat' },
    { value: 'kamboj', label: 'Kamboj' },
    { value: 'khatri', label: 'Khatri' },
    { value: 'labana', label: 'Labana' },
    { value: 'mazhabi', label: 'Mazhabi' },
    { value: 'ramgarhia', label: 'Ramgarhia' },
    { value: 'ravidasia', label: 'Ravidasia' },
    { value: 'saini', label: 'Saini' },
    { value: 'other', label: 'Other' },
  ],
  christian: [
    { value: 'anglican', label: 'Anglican' },
    { value: 'born-again', label: 'Born Again' },
    { value: 'cni', label: 'Church of North India' },
    { value: 'csi', label: 'Church of South India' },
    { value: 'evangelical', label: 'Evangelical' },
    { value: 'jacobite', label: 'Jacobite' },
    { value: 'latin-catholic', label: 'Latin Catholic' },
    { value: 'marthoma', label: 'Marthoma' },
    { value: 'orthodox', label: 'Orthodox' },
    { value: 'pentecostal', label: 'Pentecostal' },
    { value: 'protestant', label: 'Protestant' },
    { value: 'roman-catholic', label: 'Roman Catholic' },
    { value: 'syro-malabar', label: 'Syro-Malabar' },
    { value: 'other', label: 'Other' },
  ],
  jain: [
    { value: 'digambar', label: 'Digambar' },
    { value: 'shwetambar', label: 'Shwetambar' },
    { value: 'other', label: 'Other' },
  ],
  buddhist: [
    { value: 'navayana', label: 'Navayana' },
    { value: 'mahayana', label: 'Mahayana' },
    { value: 'theravada', label: 'Theravada' },
    { value: 'other', label: 'Other' },
  ],
  parsi: [
    { value: 'irani', label: 'Irani' },
    { value: 'parsi', label: 'Parsi' },
    { value: 'other', label: 'Other' },
  ],
  jewish: [
    { value: 'bene-israel', label: 'Bene Israel' },
    { value: 'cochin', label: 'Cochin Jews' },
    { value: 'baghdadi', label: 'Baghdadi' },
    { value: 'other', label: 'Other' },
  ],
  'no-religion': [{ value: 'other', label: 'Other' }],
  other: [{ value: 'other', label: 'Other' }],
} as const satisfies Record<Religion, readonly VocabularyItem[]>;

export function communitiesOf(religion: Religion): readonly VocabularyItem[] {
  return communitiesByReligion[religion];
}

export function isCommunityOf(religion: Religion, community: string): boolean {
  return communitiesOf(religion).some((item) => item.value === community);
}
