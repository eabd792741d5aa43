import { formatHeight, heightChoices } from './height';

describe('formatHeight', () => {
  it('says feet and inches, then centimetres', () => {
    expect(formatHeight(163)).toBe('5′ 4″ (163 cm)');
    expect(formatHeight(183)).toBe('6′ 0″ (183 cm)');
    expect(formatHeight(152)).toBe('5′ 0″ (152 cm)');
  });
});

describe('heightChoices', () => {
  it('offers one height per inch within the bounds', () => {
    const choices = heightChoices(120, 230);
    expect(choices[0]).toBe(122);
    expect(choices.at(-1)).toBe(229);
    expect(new Set(choices.map(formatHeight)).size).toBe(choices.length);
    expect(choices.every((cm) => cm >= 120 && cm <= 230)).toBe(true);
  });
});
