import { nakshatraTraits, yoniAnimals, yoniPoints } from './nakshatra-traits';
import { BHAKOOT_DOSHA_POSITIONS, gunaMilan, GUNA_MILAN_TRADITION, type GunaMilan, kootas } from './guna-milan';
import { vashyaPoints } from './rashi-traits';
import { moonStarOfKey, starKeyOf, STAR_KEYS, GUNA_MILAN_MAX, kootaNames, rashis } from '@matri/contracts';

const pointsOf = (milan: GunaMilan) => Object.fromEntries(milan.kootas.map((koota) => [koota.name, koota.points]));

describe('Guna Milan', () => {
  it('has the eight kootas with their standard maxima, 36 in all', () => {
    expect(kootas.map((koota) => [koota.name, koota.max])).toEqual([
      ['varna', 1],
      ['vashya', 2],
      ['tara', 3],
      ['yoni', 4],
      ['graha-maitri', 5],
      ['gana', 6],
      ['bhakoot', 7],
      ['nadi', 8],
    ]);
    expect(kootas.reduce((sum, koota) => sum + koota.max, 0)).toBe(GUNA_MILAN_MAX);
    // The answers' schema names the kootas from the core's vocabulary: the same eight, in the same order.
    expect(kootas.map((koota) => koota.name)).toEqual(kootaNames);
  });

  // Worked by hand from the published tables: Ashwini is horse, Deva, Adi; Mesha is Kshatriya, Mars, Chatushpada.
  // Vishakha pada 4 lies in Vrishchika: tiger, Rakshasa, Antya; Brahmin, Mars, Keeta.
  it('bride Ashwini (Mesha), groom Vishakha pada 4 (Vrishchika): 18½ with Bhakoot dosha', () => {
    const milan = gunaMilan(starKeyOf('ashwini', 1), starKeyOf('vishakha', 4));
    expect(pointsOf(milan)).toEqual({
      varna: 1, // Brahmin groom, Kshatriya bride: the groom's is higher
      vashya: 1, // Keeta and Chatushpada
      tara: 1.5, // bride to groom counts 16 (7th tara, Vadha: 0); groom to bride 13 (4th, Kshema: 1½)
      yoni: 1, // horse and tiger
      'graha-maitri': 5, // both signs ruled by Mars
      gana: 1, // Rakshasa groom, Deva bride
      bhakoot: 0, // Vrishchika is the 8th from Mesha: 6/8
      nadi: 8, // Adi and Antya
    });
    expect(milan.total).toBe(18.5);
    // The same lord for both signs: some traditions set this Bhakoot dosha aside.
    expect(milan.doshas).toEqual([{ name: 'bhakoot', setAsideBySomeTraditions: true }]);
  });

  // Rohini: serpent, Manushya, Antya; Vrishabha: Vaishya, Venus, Chatushpada. Uttara Phalguni pada 2 lies in Kanya:
  // cow, Manushya, Adi; Vaishya, Mercury, Manava.
  it('bride Rohini pada 2 (Vrishabha), groom Uttara Phalguni pada 2 (Kanya): 25 with Bhakoot dosha', () => {
    const milan = gunaMilan(starKeyOf('rohini', 2), starKeyOf('uttara-phalguni', 2));
    expect(pointsOf(milan)).toEqual({
      varna: 1, // both Vaishya
      vashya: 1, // Manava and Chatushpada
      tara: 3, // counts 9 (Parama Mitra) and 20 (2nd, Sampat): both auspicious
      yoni: 1, // serpent and cow
      'graha-maitri': 5, // Venus and Mercury are friends both ways
      gana: 6, // both Manushya
      bhakoot: 0, // Kanya is the 5th from Vrishabha: 5/9
      nadi: 8, // Antya and Adi
    });
    expect(milan.total).toBe(25);
    expect(milan.doshas).toEqual([{ name: 'bhakoot', setAsideBySomeTraditions: true }]);
  });

  // Ardra pada 1 lies in Mithuna: dog, Manushya, Adi; Shudra, Mercury, Manava.
  it('bride Ashwini (Mesha), groom Ardra (Mithuna): 17 with Nadi dosha', () => {
    const milan = gunaMilan(starKeyOf('ashwini', 1), starKeyOf('ardra', 1));
    expect(pointsOf(milan)).toEqual({
      varna: 0, // Shudra groom, Kshatriya bride
      vashya: 1,
      tara: 1.5, // counts 6 (Sadhana: 1½) and 23 (5th, Pratyak: 0)
      yoni: 2, // horse and dog
      'graha-maitri': 0.5, // Mars holds Mercury an enemy, Mercury holds Mars neutral
      gana: 5, // Manushya groom, Deva bride
      bhakoot: 7, // Mithuna is the 3rd from Mesha
      nadi: 0, // both Adi
    });
    expect(milan.total).toBe(17);
    expect(milan.doshas).toEqual([{ name: 'nadi', setAsideBySomeTraditions: false }]);
  });

  it('the same star and pada: 28, Nadi dosha that no tradition sets aside', () => {
    const milan = gunaMilan(starKeyOf('rohini', 2), starKeyOf('rohini', 2));
    expect(milan.total).toBe(28);
    expect(milan.doshas).toEqual([{ name: 'nadi', setAsideBySomeTraditions: false }]);
    // The same star in another pada is one of the cancellations some traditions allow.
    expect(gunaMilan(starKeyOf('rohini', 2), starKeyOf('rohini', 3)).doshas).toEqual([
      { name: 'nadi', setAsideBySomeTraditions: true },
    ]);
  });

  it('gives Varna and Gana by direction: the bride and groom swapped can score differently', () => {
    const deva = starKeyOf('ashwini', 1);
    const manushya = starKeyOf('ardra', 1);
    const rakshasa = starKeyOf('vishakha', 4);
    expect(pointsOf(gunaMilan(deva, manushya)).gana).toBe(5);
    expect(pointsOf(gunaMilan(manushya, deva)).gana).toBe(6);
    expect(pointsOf(gunaMilan(deva, rakshasa)).gana).toBe(1);
    expect(pointsOf(gunaMilan(rakshasa, deva)).gana).toBe(0);
    expect(pointsOf(gunaMilan(starKeyOf('ardra', 1), starKeyOf('ashwini', 1))).varna).toBe(1);
  });

  // The books' own worked examples (the sources cited at ganaPoints in guna-milan.ts).
  it('scores Gana as Bharatiya Jyotish and Saral Jyotish work their examples', () => {
    // Indumati's Krittika (Rakshasa, in Vrishabha) with Chandravansh's Revati (Deva): 0 gunas.
    expect(pointsOf(gunaMilan(starKeyOf('krittika', 2), starKeyOf('revati', 1))).gana).toBe(0);
    // Chandrakala's Revati (Deva) with Jagdishchandra's Uttara Ashadha (Manushya): 5 gunas.
    expect(pointsOf(gunaMilan(starKeyOf('revati', 1), starKeyOf('uttara-ashadha', 2))).gana).toBe(5);
  });

  // Parashara: Dhanu is two-footed to 15°, then four-footed; Makara four-footed, then in water. A star key knows the
  // pada, not the degree, so the text must say which side the pada across 15° falls on, and the code must agree.
  it('splits Dhanu and Makara for Vashya where the tradition note says', () => {
    const vashyaWithManavaGroom = (bride: number) => pointsOf(gunaMilan(bride, starKeyOf('ardra', 1))).vashya;
    expect(vashyaWithManavaGroom(starKeyOf('mula', 4))).toBe(2);
    expect(vashyaWithManavaGroom(starKeyOf('purva-ashadha', 1))).toBe(2);
    expect(vashyaWithManavaGroom(starKeyOf('purva-ashadha', 2))).toBe(1);
    const vashyaWithJalacharaGroom = (bride: number) => pointsOf(gunaMilan(bride, starKeyOf('pushya', 1))).vashya;
    expect(vashyaWithJalacharaGroom(starKeyOf('shravana', 2))).toBe(1);
    expect(vashyaWithJalacharaGroom(starKeyOf('shravana', 3))).toBe(2);
    expect(GUNA_MILAN_TRADITION.en).toContain(
      'Purva Ashadha 1 in Dhanu and Shravana 2 in Makara count with the first half',
    );
    expect(GUNA_MILAN_TRADITION.en).not.toMatch(/split at 15°/);
    expect(GUNA_MILAN_TRADITION.hi).toContain('धनु में पूर्वाषाढ़ा का पहला और मकर में श्रवण का दूसरा चरण पहले आधे में गिने जाते हैं');
  });

  it('keeps the tables as published: yoni symmetric with 4 on the diagonal and 0 for the sworn enemies', () => {
    for (let a = 0; a < yoniAnimals.length; a += 1) {
      expect(yoniPoints[a][a]).toBe(4);
      for (let b = 0; b < yoniAnimals.length; b += 1) expect(yoniPoints[a][b]).toBe(yoniPoints[b][a]);
    }
    const enemies = [
      ['horse', 'buffalo'],
      ['elephant', 'lion'],
      ['sheep', 'monkey'],
      ['serpent', 'mongoose'],
      ['dog', 'deer'],
      ['cat', 'rat'],
      ['cow', 'tiger'],
    ] as const;
    for (const [a, b] of enemies) expect(yoniPoints[yoniAnimals.indexOf(a)][yoniAnimals.indexOf(b)]).toBe(0);
    const zeros = yoniPoints.flat().filter((points) => points === 0).length;
    expect(zeros).toBe(enemies.length * 2);
    for (let a = 0; a < vashyaPoints.length; a += 1) expect(vashyaPoints[a][a]).toBe(2);
    // Each animal is the yoni of exactly two stars, one male and one female (Uttara Ashadha's mongoose pairs with
    // Abhijit, which the 27-star system leaves out).
    for (const animal of yoniAnimals) {
      const stars = Object.values(nakshatraTraits).filter((traits) => traits.yoni === animal);
      expect(stars.length).toBe(animal === 'mongoose' ? 1 : 2);
    }
  });

  it('holds over every one of the 108 × 108 pairs', () => {
    const broken: string[] = [];
    const rashiIndex = (key: number) => rashis.findIndex((rashi) => rashi.value === moonStarOfKey(key).rashi);
    const nadiOf = (key: number) => nakshatraTraits[moonStarOfKey(key).nakshatra].nadi;
    for (let bride = 0; bride < STAR_KEYS; bride += 1) {
      for (let groom = 0; groom < STAR_KEYS; groom += 1) {
        const milan = gunaMilan(bride, groom);
        const points = pointsOf(milan);
        const pair = `${bride}×${groom}`;
        for (const koota of milan.kootas) {
          if (koota.points < 0 || koota.points > koota.max) broken.push(`${pair} ${koota.name} ${koota.points}`);
        }
        const sum = milan.kootas.reduce((total, koota) => total + koota.points, 0);
        if (milan.total !== sum || milan.total < 0 || milan.total > GUNA_MILAN_MAX) broken.push(`${pair} total`);
        if (points.nadi !== (nadiOf(bride) === nadiOf(groom) ? 0 : 8)) broken.push(`${pair} nadi`);
        const position = ((rashiIndex(groom) - rashiIndex(bride) + 12) % 12) + 1;
        if (points.bhakoot !== (BHAKOOT_DOSHA_POSITIONS.includes(position) ? 0 : 7)) broken.push(`${pair} bhakoot`);
      }
    }
    expect(broken).toEqual([]);
  });
});
