import { matchName, type NameMatchOutcome, type NameMatchRule } from './name-match';

type Case = [idName: string, profileName: string, outcome: NameMatchOutcome, rule: NameMatchRule];

const cases: Case[] = [
  ['Kavya Nair', 'Kavya Nair', 'match', 'exact'],
  ['KAVYA  NAIR', 'kavya nair', 'match', 'exact'],
  ['Smt. Kavya Nair', 'Kavya Nair', 'match', 'exact'],
  ['Dr Arjun Mehta', 'Mr. Arjun Mehta', 'match', 'exact'],
  ['Kumari Sneha Patil', 'Sneha Patil', 'match', 'exact'],
  ['Shri Rajesh Gupta', 'Rajesh Gupta', 'match', 'exact'],
  ['Ramkumar Sharma', 'Ram Kumar Sharma', 'match', 'spacing'],
  ['Nair Kavya', 'Kavya Nair', 'match', 'order'],
  ['Reddy Venkata Lakshmi', 'Venkata Lakshmi Reddy', 'match', 'order'],
  ['Laxmi Iyer', 'Lakshmi Iyer', 'match', 'spelling'],
  ['Pooja Verma', 'Puja Varma', 'close', 'similar'],
  ['Pooja Verma', 'Puja Verma', 'match', 'spelling'],
  ['Sheetal Joshi', 'Shital Joshi', 'match', 'spelling'],
  ['Sanjay Thakur', 'Sanjai Takur', 'match', 'spelling'],
  ['Aarti Deshmukh', 'Arti Deshmukh', 'match', 'spelling'],
  ['Vishwanath Rao', 'Viswanath Rao', 'match', 'spelling'],
  ['Siddharth Malhotra', 'Sidharth Malhotra', 'match', 'spelling'],
  ['Waseem Akhtar', 'Vasim Akhtar', 'match', 'spelling'],
  ['Gopal Krishnan', 'Gopaal Krishnan', 'match', 'spelling'],
  ['Srinivasan Iyer', 'Shreenivasan Iyer', 'match', 'spelling'],
  ['Nair Pooja', 'Puja Nair', 'match', 'spelling'],
  ['K. Nair', 'Kavya Nair', 'match', 'initials'],
  ['K Kavya', 'Kavya Krishnan', 'match', 'initials'],
  ['S. R. Iyengar', 'Srinivasan Raghavan Iyengar', 'match', 'initials'],
  ['A Venkatesh', 'Anand Venkatesh', 'match', 'initials'],
  ['K. N.', 'Kavya Nair', 'close', 'initials'],
  ['Kavya Suresh Nair', 'Kavya Nair', 'match', 'extra-parts'],
  ['Anita Rajesh Kulkarni', 'Anita Kulkarni', 'match', 'extra-parts'],
  ['Sunita Devi', 'Sunita', 'match', 'extra-parts'],
  ['Rahul Kumar Singh', 'Rahul Singh', 'match', 'extra-parts'],
  ['Meena Kumari Yadav', 'Meena Yadav', 'match', 'extra-parts'],
  ['Priya Ramesh', 'Priya', 'close', 'extra-parts'],
  ['Kavya Nair', 'Kavia Nair', 'close', 'similar'],
  ['Mohammed Irfan', 'Mohammad Irfan', 'close', 'similar'],
  ['Kavya Nair', 'Divya Menon', 'no-match', 'different'],
  ['Rohit Sharma', 'Amit Verma', 'no-match', 'different'],
  ['Sunil Patel', 'Anjali Patel', 'no-match', 'different'],
  ['', 'Kavya Nair', 'no-match', 'different'],
  ['Smt.', 'Kavya Nair', 'no-match', 'different'],
];

describe('matchName', () => {
  it('has many cases', () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it.each(cases)('%j on the ID against %j on the profile: %s (%s)', (idName, profileName, outcome, rule) => {
    expect(matchName(idName, profileName)).toMatchObject({ outcome, rule });
  });

  it.each(cases)('%j against %j gives the same the other way round', (idName, profileName, outcome, rule) => {
    expect(matchName(profileName, idName)).toMatchObject({ outcome, rule });
  });

  it('scores a match above a close call, and a close call above a different name', () => {
    const match = matchName('Laxmi Iyer', 'Lakshmi Iyer').score;
    const close = matchName('Kavya Nair', 'Kavia Nair').score;
    const different = matchName('Kavya Nair', 'Divya Menon').score;
    expect(match).toBeGreaterThan(close);
    expect(close).toBeGreaterThan(different);
    expect(matchName('Kavya Nair', 'Kavya Nair').score).toBe(1);
  });
});
