import type { Gender, MotherTongue, Religion } from '@matri/contracts';

interface NamePool {
  female: readonly string[];
  male: readonly string[];
}

/** Hindu given names differ most by language; others fall back to the pan-Indian pool. */
const hinduNames: Partial<Record<MotherTongue, NamePool>> & { default: NamePool } = {
  default: {
    female: [
      'Ananya',
      'Priya',
      'Neha',
      'Pooja',
      'Shreya',
      'Kavya',
      'Aditi',
      'Ritika',
      'Sakshi',
      'Nidhi',
      'Swati',
      'Isha',
      'Divya',
      'Anjali',
      'Tanvi',
      'Megha',
    ],
    male: [
      'Rahul',
      'Amit',
      'Rohit',
      'Vikas',
      'Ankit',
      'Saurabh',
      'Aditya',
      'Varun',
      'Nikhil',
      'Abhishek',
      'Kunal',
      'Gaurav',
      'Harsh',
      'Manish',
      'Vivek',
      'Akash',
    ],
  },
  tamil: {
    female: [
      'Lakshmi',
      'Meenakshi',
      'Divya',
      'Kavitha',
      'Priyanka',
      'Nandhini',
      'Sowmya',
      'Aishwarya',
      'Janani',
      'Harini',
    ],
    male: ['Karthik', 'Arun', 'Prakash', 'Senthil', 'Vignesh', 'Ashwin', 'Balaji', 'Srinivasan', 'Gokul', 'Hari'],
  },
  telugu: {
    female: ['Sravani', 'Lavanya', 'Keerthi', 'Sindhu', 'Bhavana', 'Sahithi', 'Mounika', 'Harika', 'Deepika', 'Swapna'],
    male: [
      'Srikanth',
      'Venkatesh',
      'Ravi Teja',
      'Sai Kiran',
      'Chaitanya',
      'Naveen',
      'Pavan',
      'Mahesh',
      'Krishna',
      'Tarun',
    ],
  },
  kannada: {
    female: ['Shruthi', 'Chaitra', 'Rashmi', 'Spoorthi', 'Ananya', 'Bhoomika', 'Sahana', 'Pallavi'],
    male: ['Manjunath', 'Prajwal', 'Suhas', 'Darshan', 'Kiran', 'Pradeep', 'Shreyas', 'Vinay'],
  },
  malayalam: {
    female: ['Anjali', 'Aswathy', 'Gopika', 'Lakshmi', 'Parvathy', 'Sreelakshmi', 'Devika', 'Arya'],
    male: ['Arjun', 'Vishnu', 'Akhil', 'Sreejith', 'Anand', 'Rahul', 'Nithin', 'Gokul'],
  },
  bengali: {
    female: ['Ananya', 'Moumita', 'Priyanka', 'Sreya', 'Rupsa', 'Debolina', 'Tanushree', 'Paromita'],
    male: ['Sourav', 'Arnab', 'Debashis', 'Subhajit', 'Anirban', 'Sayan', 'Rajdeep', 'Indranil'],
  },
  marathi: {
    female: ['Sayali', 'Mrunal', 'Ketaki', 'Gauri', 'Rutuja', 'Snehal', 'Ashwini', 'Pranali'],
    male: ['Omkar', 'Sagar', 'Tejas', 'Aniket', 'Siddharth', 'Pratik', 'Chinmay', 'Yash'],
  },
  gujarati: {
    female: ['Dhruvi', 'Hetal', 'Krupa', 'Nirali', 'Riddhi', 'Jinal', 'Khushi', 'Foram'],
    male: ['Harsh', 'Jay', 'Parth', 'Chirag', 'Dhaval', 'Kaushal', 'Nirav', 'Tushar'],
  },
};

const otherNames: Record<'muslim' | 'sikh' | 'christian', NamePool> = {
  muslim: {
    female: [
      'Ayesha',
      'Fatima',
      'Zoya',
      'Sana',
      'Mehreen',
      'Nazia',
      'Heena',
      'Rukhsar',
      'Alina',
      'Shabnam',
      'Afreen',
      'Iqra',
      'Fathima',
      'Nusrat',
    ],
    male: [
      'Imran',
      'Farhan',
      'Arif',
      'Salman',
      'Faisal',
      'Zaid',
      'Rehan',
      'Adil',
      'Tariq',
      'Aamir',
      'Shahid',
      'Irfan',
      'Junaid',
      'Sameer',
    ],
  },
  sikh: {
    female: [
      'Simran',
      'Harpreet',
      'Jasleen',
      'Gurleen',
      'Navneet',
      'Manpreet',
      'Amandeep',
      'Rajdeep',
      'Kiranjot',
      'Prabhleen',
    ],
    male: [
      'Gurpreet',
      'Harjot',
      'Jaspreet',
      'Manjot',
      'Arshdeep',
      'Karanbir',
      'Inderjeet',
      'Sukhwinder',
      'Balraj',
      'Tejinder',
    ],
  },
  christian: {
    female: [
      'Ann',
      'Maria',
      'Merin',
      'Neethu',
      'Sneha',
      'Jency',
      'Riya',
      'Christina',
      'Sharon',
      'Anita',
      'Teresa',
      'Grace',
    ],
    male: [
      'Joseph',
      'Thomas',
      'George',
      'Jibin',
      'Abraham',
      'Tony',
      'Jerin',
      'Alan',
      'Roshan',
      'Kevin',
      'Samuel',
      'Daniel',
    ],
  },
};

/** Family names by religion and community (community values from libs/contracts). */
const familyNames: Record<'hindu' | 'muslim' | 'sikh' | 'christian', Record<string, readonly string[]>> = {
  hindu: {
    brahmin: ['Sharma', 'Mishra', 'Tiwari', 'Pandey', 'Joshi', 'Chaturvedi', 'Bhattacharya', 'Kulkarni'],
    iyer: ['Iyer', 'Subramanian', 'Raman'],
    iyengar: ['Iyengar', 'Rangarajan', 'Srinivasan'],
    agarwal: ['Agarwal', 'Goel', 'Mittal', 'Singhal'],
    rajput: ['Singh', 'Rathore', 'Chauhan', 'Shekhawat'],
    patel: ['Patel', 'Desai', 'Amin'],
    maratha: ['Patil', 'Jadhav', 'Shinde', 'Pawar', 'Deshmukh'],
    reddy: ['Reddy'],
    kamma: ['Chowdary', 'Naidu'],
    nair: ['Nair', 'Menon', 'Pillai'],
    kayastha: ['Srivastava', 'Saxena', 'Mathur', 'Sinha'],
    yadav: ['Yadav'],
    gupta: ['Gupta', 'Jain', 'Bansal'],
    lingayat: ['Patil', 'Hiremath', 'Angadi'],
    khatri: ['Kapoor', 'Khanna', 'Malhotra', 'Mehra'],
    other: ['Das', 'Kumar', 'Rao', 'Verma', 'Ghosh', 'Mukherjee', 'Naik', 'Shah'],
  },
  muslim: {
    syed: ['Syed', 'Hussain', 'Rizvi'],
    pathan: ['Khan', 'Pathan'],
    ansari: ['Ansari'],
    qureshi: ['Qureshi'],
    shaikh: ['Shaikh', 'Sheikh'],
    memon: ['Memon'],
    sunni: ['Ahmed', 'Siddiqui', 'Mirza', 'Beg', 'Hashmi'],
    shia: ['Naqvi', 'Zaidi', 'Abidi', 'Jafri'],
    mappila: ['Koya', 'Haji', 'Thangal'],
    other: ['Ali', 'Rahman', 'Malik'],
  },
  sikh: {
    jat: ['Sandhu', 'Gill', 'Dhillon', 'Sidhu', 'Brar', 'Grewal', 'Randhawa'],
    khatri: ['Kohli', 'Sethi', 'Chadha', 'Anand'],
    arora: ['Arora', 'Bhatia', 'Narang'],
    ramgarhia: ['Matharu', 'Sagoo', 'Bhamra'],
    saini: ['Saini'],
    ahluwalia: ['Ahluwalia', 'Walia'],
    other: ['Bedi', 'Bajwa', 'Cheema'],
  },
  christian: {
    'syro-malabar': ['Kurian', 'Varghese', 'Mathew', 'Chacko'],
    'latin-catholic': ["D'Souza", 'Fernandes', 'Pereira'],
    'roman-catholic': ['D’Costa', 'Rodrigues', 'Lobo', 'Pinto', 'Dias'],
    marthoma: ['Philip', 'John', 'Koshy'],
    orthodox: ['Abraham', 'Eapen', 'Jacob'],
    csi: ['Samuel', 'David', 'Paul', 'Daniel'],
    pentecostal: ['Joseph', 'Thomas', 'Wilson'],
    other: ['Lyngdoh', 'Kharkongor', 'Sangma', 'Lalremruata', 'Zeliang'],
  },
};

export type DemoReligion = keyof typeof familyNames;

export function givenNamesFor(religion: DemoReligion, language: MotherTongue, gender: Gender): readonly string[] {
  if (religion === 'hindu') return (hinduNames[language] ?? hinduNames.default)[gender];
  return otherNames[religion][gender];
}

/** Hindu communities differ by region: an Iyer is Tamil, a Reddy Telugu, a Maratha from Maharashtra. */
const hinduCommunitiesByLanguage: Partial<Record<MotherTongue, readonly string[]>> = {
  tamil: ['iyer', 'iyengar', 'other'],
  telugu: ['reddy', 'kamma', 'other'],
  kannada: ['lingayat', 'brahmin', 'other'],
  malayalam: ['nair', 'other'],
  marathi: ['maratha', 'brahmin', 'other'],
  gujarati: ['patel', 'agarwal', 'other'],
  bengali: ['brahmin', 'kayastha', 'other'],
  odia: ['brahmin', 'other'],
  assamese: ['brahmin', 'other'],
  konkani: ['brahmin', 'other'],
};
const hinduCommunitiesElsewhere = ['brahmin', 'rajput', 'agarwal', 'kayastha', 'yadav', 'gupta', 'khatri', 'other'];

/** The communities a demo member of this religion and language is drawn from; each has family names that fit. */
export function communitiesWithNames(religion: DemoReligion, language: MotherTongue): readonly string[] {
  if (religion === 'hindu') return hinduCommunitiesByLanguage[language] ?? hinduCommunitiesElsewhere;
  return Object.keys(familyNames[religion]);
}

export function familyNamesFor(religion: DemoReligion, community: string): readonly string[] {
  return familyNames[religion][community] ?? familyNames[religion]['other'];
}

export const demoReligions: readonly { religion: DemoReligion & Religion; weight: number }[] = [
  { religion: 'hindu', weight: 55 },
  { religion: 'muslim', weight: 20 },
  { religion: 'sikh', weight: 12 },
  { religion: 'christian', weight: 13 },
];
