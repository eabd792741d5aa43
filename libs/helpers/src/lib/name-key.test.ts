import { nameKey } from './name-key';

describe('nameKey', () => {
  it.each([
    ['Priya Sharma', 'प्रिया शर्मा'],
    ['Shreya', 'श्रेया'],
    ['Lakshmi', 'लक्ष्मी'],
    ['Krishna', 'कृष्ण'],
    ['Gurpreet Kaur', 'गुरप्रीत कौर'],
    ['Mohammed', 'मोहम्मद'],
    ['Fatima', 'फ़ातिमा'],
    ['Fatima', 'फातिमा'],
    ['Joseph', 'जोसेफ'],
    ['Rohit Verma', 'रोहित वर्मा'],
    ['Anjali Gupta', 'अंजलि गुप्ता'],
    ['Deepak Kumar', 'दीपक कुमार'],
    ['Sunita Devi', 'सुनीता देवी'],
    ['Abdul Rahman', 'अब्दुल रहमान'],
    ['Manpreet Singh', 'मनप्रीत सिंह'],
    ['Aishwarya', 'ऐश्वर्या'],
    ['Sangeeta', 'संगीता'],
    ['Aarti', 'आरती'],
    ['Gyan', 'ज्ञान'],
    ['Zoya', 'ज़ोया'],
    ['Ekta', 'एकता'],
    ['Etawah', 'इटावा'],
    ['Varanasi', 'वाराणसी'],
    ['Jhansi', 'झांसी'],
    ['Thane', 'ठाणे'],
  ])('gives %s and %s one key', (latin, devanagari) => {
    expect(nameKey(devanagari)).toBe(nameKey(latin));
    expect(nameKey(latin)).not.toBe('');
  });

  it.each([
    ['Mohammed', 'Muhammad', 'Mohammad', 'Mohamed'],
    ['Lakshmi', 'Laxmi', 'Lakshmee'],
    ['Pooja', 'Puja'],
    ['Gurpreet', 'Gurprit'],
    ['Sharma', 'Sarma', 'SHARMA'],
    ['Etawah', 'Itawa', 'Etava'],
    ['Kaur', 'Kour'],
    ['Bhawna', 'Bhavna', 'Bhaavna'],
    ['Gaurav', 'Gourav'],
  ])('gives the Latin spellings of %s one key', (...spellings) => {
    expect(new Set(spellings.map(nameKey)).size).toBe(1);
  });

  it.each([
    ['Priya', 'Puja'],
    ['Sunil', 'Sonal'],
    ['Shreya', 'Shriya'],
    ['Amit', 'Mit'],
    ['Rahul', 'Rohit'],
    ['Fatima', 'Fatma'],
  ])('keeps %s and %s apart', (one, other) => {
    expect(nameKey(one)).not.toBe(nameKey(other));
  });

  it('keeps the words apart, so a key matches from the start of any word', () => {
    expect(nameKey('  Priya   Sharma ')).toBe('priy srm');
    expect(nameKey('Mary-Ann D’Souza')).toBe(nameKey('mary ann d souza'));
    expect(nameKey('गुरप्रीत कौर').split(' ')).toEqual([nameKey('Gurpreet'), nameKey('Kaur')]);
  });

  it('starts a name as its beginning starts, so a name typed in part finds the whole', () => {
    for (const [part, whole] of [
      ['Pri', 'Priya Sharma'],
      ['Priya Shar', 'Priya Sharma'],
      ['प्रिया श', 'Priya Sharma'],
      ['Moh', 'Mohammed'],
    ]) {
      expect(nameKey(whole).startsWith(nameKey(part))).toBe(true);
    }
  });

  it('has no key for text without letters', () => {
    expect(nameKey('')).toBe('');
    expect(nameKey(' 123 !? ')).toBe('');
    expect(nameKey('।')).toBe('');
  });
});
