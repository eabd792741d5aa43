/** 20 searches members make: by age and religion mostly, then community, language, place, career, with sorts and a second page. */
export const SEARCHES_MEMBERS_MAKE = [
  'ageFrom=24&ageTo=30',
  'ageFrom=25&ageTo=32&religion=hindu',
  'ageFrom=26&ageTo=30&religion=hindu&community=brahmin',
  'ageFrom=22&ageTo=35&religion=muslim',
  'ageFrom=25&ageTo=33&religion=sikh&community=jat',
  'ageFrom=24&ageTo=31&motherTongue=tamil',
  'ageFrom=24&ageTo=31&motherTongue=marathi,konkani&state=maharashtra',
  'ageFrom=27&ageTo=34&state=karnataka&city=bengaluru',
  'religion=hindu&education=masters,doctorate&profession=doctor',
  'ageFrom=25&ageTo=30&profession=software-professional&income=15-to-20-lakh,20-to-30-lakh',
  'ageFrom=24&ageTo=30&withPhoto=1&verified=1',
  'ageFrom=24&ageTo=30&activeWithin=7',
  'ageFrom=28&ageTo=38&maritalStatus=divorced,widowed',
  'ageFrom=23&ageTo=29&heightFrom=160&heightTo=175&diet=vegetarian',
  'q=sharma',
  'q=SV100777',
  'ageFrom=24&ageTo=30&religion=hindu&sort=active',
  'ageFrom=25&ageTo=30&religion=hindu&motherTongue=hindi&sort=match',
  'religion=christian&state=kerala&sort=match',
  'ageFrom=24&ageTo=30&religion=hindu&page=2',
];

/**
 * Searches of members who gave their birth star (the viewers chosen for them have one): a Guna Milan minimum alone,
 * with the usual filters, with manglik, sorted by match and paged.
 */
export const SEARCHES_BY_HOROSCOPE = [
  'ageFrom=24&ageTo=30&gunaMin=18',
  'ageFrom=25&ageTo=32&religion=hindu&gunaMin=18',
  'ageFrom=24&ageTo=31&religion=hindu&community=brahmin&gunaMin=24',
  'ageFrom=25&ageTo=33&religion=hindu&gunaMin=18&manglik=no',
  'ageFrom=26&ageTo=34&religion=hindu&manglik=yes',
  'ageFrom=24&ageTo=31&motherTongue=tamil&gunaMin=21',
  'religion=hindu&state=maharashtra&gunaMin=27',
  'ageFrom=25&ageTo=30&religion=hindu&gunaMin=18&sort=match',
  'ageFrom=24&ageTo=30&religion=hindu&gunaMin=18&page=2',
  'ageFrom=22&ageTo=35&gunaMin=30',
];
