import { countries } from './countries';
import { manglikStatuses } from './horoscope';
import { diets, maritalStatuses } from './lifestyle';
import { motherTongues } from './mother-tongues';
import { genders, profileCreators } from './people';
import { religions } from './religions';
import type { VocabularyItem } from './vocabulary';

const CHANDRABINDU = /\u0901/g;
const NUKTA = /\u093c/g;

/**
 * The loose form two spellings of a choice share: case, spaces and punctuation aside, in any script; in Devanagari
 * "माँ" and "मां" (chandrabindu or anusvara) and "तलाक़" and "तलाक" (with or without nukta) are one word to a family.
 */
export function choiceKey(name: string): string {
  return name
    .normalize('NFD')
    .toLowerCase()
    .replace(CHANDRABINDU, '\u0902')
    .replace(NUKTA, '')
    .replace(/[^\p{L}\p{N}\p{M}]/gu, '');
}

type Synonyms<V extends string> = Partial<Record<V, readonly string[]>>;

function synonymsOf<V extends string>(
  items: readonly VocabularyItem<V>[],
  spellings: Synonyms<V>,
): readonly [readonly VocabularyItem[], Synonyms<string>] {
  return [items, spellings];
}

/**
 * How families and bureaus write a vocabulary's values besides its English label, value and Hindi label (which
 * always count): short forms, relations, other spellings in Latin letters and in Devanagari. One table, used by the
 * member import; a spelling names one value of its vocabulary only (a test checks).
 */
export const vocabularySynonyms: ReadonlyMap<readonly VocabularyItem[], Synonyms<string>> = new Map([
  synonymsOf(genders, {
    female: ['F', 'Woman', 'Girl', 'Bride', 'स्त्री', 'औरत', 'लड़की', 'लडकी', 'वधू', 'फीमेल'],
    male: ['M', 'Man', 'Boy', 'Groom', 'पुरूष', 'आदमी', 'लड़का', 'लडका', 'वर', 'मेल'],
  }),
  synonymsOf(profileCreators, {
    self: ['Myself', 'Me', 'Candidate', 'Own', 'ख़ुद', 'खुद', 'स्वयं के लिए'],
    parent: [
      'Parents',
      'Mother',
      'Father',
      'Mom',
      'Mum',
      'Mummy',
      'Dad',
      'Papa',
      'Guardian',
      'माँ',
      'मां',
      'माता',
      'माताजी',
      'मम्मी',
      'पिता',
      'पिताजी',
      'पापा',
      'अभिभावक',
      'माता पिता',
    ],
    sibling: ['Brother', 'Sister', 'Bhai', 'Behen', 'भाई', 'बहन', 'बहिन', 'दीदी', 'भैया'],
    relative: [
      'Relation',
      'Uncle',
      'Aunt',
      'Aunty',
      'Cousin',
      'Grandparent',
      'Chacha',
      'Mama',
      'Mausi',
      'Bua',
      'चाचा',
      'चाची',
      'मामा',
      'मामी',
      'मौसी',
      'बुआ',
      'ताऊ',
      'ताई',
      'दादा',
      'दादी',
      'नाना',
      'नानी',
      'रिश्तेदार',
    ],
    friend: ['Friends', 'Dost', 'दोस्त', 'सहेली'],
  }),
  synonymsOf(religions, {
    hindu: ['Hinduism', 'Sanatan', 'Sanatani', 'हिंदू', 'हिन्दु', 'सनातन', 'सनातनी'],
    muslim: ['Islam', 'Musalman', 'Muslman', 'मुसलमान', 'मुसलिम', 'इस्लाम'],
    sikh: ['Sikhism', 'सिक्ख', 'सिख धर्म'],
    christian: ['Christianity', 'Isai', 'इसाई', 'क्रिश्चियन', 'ईसाई धर्म'],
    jain: ['Jainism', 'जैन धर्म'],
    buddhist: ['Buddhism', 'Bauddh', 'Buddh', 'बौद्ध धर्म', 'बुद्ध'],
    parsi: ['Parsee', 'Zoroastrian', 'पारसी धर्म'],
    jewish: ['Jew', 'Judaism', 'यहूदी धर्म'],
    'no-religion': ['None', 'Atheist', 'नास्तिक'],
  }),
  synonymsOf(motherTongues, {
    hindi: ['हिंदी'],
    bengali: ['Bangla', 'बंगाली', 'बंगला'],
    odia: ['Oriya', 'ओडिया', 'उड़िया'],
    punjabi: ['Panjabi'],
    english: ['अंग्रेजी', 'इंग्लिश'],
  }),
  synonymsOf(maritalStatuses, {
    'never-married': ['Single', 'Unmarried', 'Bachelor', 'Spinster', 'कुंवारा', 'कुँवारा', 'कुंवारी', 'कुँवारी'],
    divorced: ['Divorcee', 'तलाकशुदा'],
    widowed: ['Widow', 'Widower', 'विधवा', 'विधुर'],
  }),
  synonymsOf(diets, {
    vegetarian: ['Veg', 'Pure veg', 'शाकाहार'],
    'non-vegetarian': ['Non veg', 'Nonveg', 'मांसाहार', 'नॉन वेज'],
    eggetarian: ['Egg', 'Eggitarian'],
  }),
  synonymsOf(manglikStatuses, {
    yes: ['Y', 'Manglik', 'हां', 'हाँ', 'मांगलिक', 'मंगली'],
    no: ['N', 'Non manglik', 'Not manglik', 'ना'],
  }),
  synonymsOf(countries, { in: ['Bharat', 'Hindustan', 'IND', 'हिंदुस्तान', 'हिन्दुस्तान'] }),
]);
