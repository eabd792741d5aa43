import { defaultPlans, planLabel } from './plans';

describe('planLabel', () => {
  it("names each plan in the reader's language", () => {
    expect(defaultPlans.map((plan) => planLabel(plan, 'hi'))).toEqual(['मुफ़्त', 'गोल्ड', 'डायमंड', 'प्लैटिनम']);
    expect(defaultPlans.map((plan) => planLabel(plan, 'en'))).toEqual(['Free', 'Gold', 'Diamond', 'Platinum']);
  });

  it('keeps a name an admin gave a plan as they wrote it', () => {
    expect(planLabel({ id: 'gold', name: 'Gold Plus' }, 'hi')).toBe('Gold Plus');
  });
});
