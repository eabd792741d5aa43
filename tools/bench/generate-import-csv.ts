/**
 * Member import files for benchmarks and tests: N rows in the import template's columns, with the demo generator's
 * realistic members (names, communities, regions and languages that fit together), written the ways spreadsheets
 * write them (labels, DD/MM/YYYY dates, +91 mobiles), and a chosen share of bad rows, each bad in one named way.
 *
 * Run: npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/generate-import-csv.ts --rows 100000 --bad 0.05 --out members.csv [--seed 7] [--first 0]
 */
import { writeFileSync } from 'node:fs';
import Papa from 'papaparse';
import { communitiesOf, labelOf, type Religion, type VocabularyItem } from '@matri/contracts';
import { importColumns } from '@matri/csv-import';
import { createRandom, generateDemoMembers } from '@matri/demo-data';

/** The ways a generated row is made bad; the importer must report every one. */
export const badRowKinds = [
  'under-18',
  'unknown-religion',
  'bad-mobile',
  'bad-email',
  'missing-name',
  'community-of-another-religion',
] as const;
export type BadRowKind = (typeof badRowKinds)[number];

export interface GeneratedImport {
  headers: string[];
  rows: string[][];
  /** The bad rows: index in `rows` and how each was spoiled. */
  bad: { index: number; kind: BadRowKind }[];
}

const itemsOf = (field: string) => importColumns.find((c) => c.field === field)?.items ?? [];
// Spreadsheets written by bureaus label their choices in English, as the import template does.
const labelIn = (items: readonly VocabularyItem[], value: string) =>
  items.some((i) => i.value === value) ? labelOf(items, value, 'en') : value;

export function generateImportRows(
  count: number,
  options: { seed?: number; badShare?: number; firstIndex?: number } = {},
): GeneratedImport {
  const { seed = 7, badShare = 0.05, firstIndex = 0 } = options;
  const random = createRandom(seed * 7919 + firstIndex);
  const headers = importColumns.map((c) => c.header);
  const members = generateDemoMembers(count, { seed, firstIndex });
  const bad: GeneratedImport['bad'] = [];
  const thisYear = new Date().getFullYear();
  const rows = members.map((member, index) => {
    const p = member.profile;
    const n = firstIndex + index + 1;
    const [y, m, d] = p.dateOfBirth.split('-');
    const cells: Record<string, string> = {
      fullName: p.fullName,
      gender: labelIn(itemsOf('gender'), p.gender),
      dateOfBirth: random.chance(0.5) ? `${d}/${m}/${y}` : p.dateOfBirth,
      email: `${p.fullName.toLowerCase().replace(/[^a-z]+/g, '.')}.${n}@example.in`,
      mobile: `${random.chance(0.3) ? '+91 ' : ''}${7_000_000_000 + n}`,
      religion: labelIn(itemsOf('religion'), p.religion),
      community: labelIn(communitiesOf(p.religion as Religion), p.community),
      motherTongue: labelIn(itemsOf('motherTongue'), p.motherTongue),
      createdBy: labelIn(itemsOf('createdBy'), p.createdBy),
      maritalStatus: labelIn(itemsOf('maritalStatus'), p.maritalStatus),
      heightCm: String(p.heightCm),
      education: labelIn(itemsOf('education'), p.education),
      profession: labelIn(itemsOf('profession'), p.profession),
      incomeBand: labelIn(itemsOf('incomeBand'), p.incomeBand),
      country: 'India',
      state: labelIn(itemsOf('state'), p.state),
      city: p.city,
      diet: labelIn(itemsOf('diet'), p.diet),
      aboutMe: p.aboutMe,
    };
    if (random.chance(badShare)) {
      const kind = random.pick(badRowKinds);
      bad.push({ index, kind });
      if (kind === 'under-18') cells['dateOfBirth'] = `${thisYear - 16}-06-15`;
      if (kind === 'unknown-religion') cells['religion'] = 'Martian';
      if (kind === 'bad-mobile') cells['mobile'] = '12345';
      if (kind === 'bad-email') cells['email'] = `no-at-sign.${n}.example.in`;
      if (kind === 'missing-name') cells['fullName'] = '';
      if (kind === 'community-of-another-religion') cells['community'] = p.religion === 'sikh' ? 'Brahmin' : 'Jat Sikh';
    }
    return importColumns.map((c) => cells[c.field] ?? '');
  });
  return { headers, rows, bad };
}

/** As a spreadsheet exports it: no formula escaping, so "+91 …" stays as it is typed. */
export function importCsvText(generated: GeneratedImport): string {
  return Papa.unparse({ fields: generated.headers, data: generated.rows }, { newline: '\n' }) + '\n';
}

function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

if (require.main === module) {
  const rows = Number(argument('rows', '100000'));
  const generated = generateImportRows(rows, {
    seed: Number(argument('seed', '7')),
    badShare: Number(argument('bad', '0.05')),
    firstIndex: Number(argument('first', '0')),
  });
  const out = argument('out', 'members.csv');
  writeFileSync(out, importCsvText(generated));
  process.stdout.write(`${out}: ${rows} rows, ${generated.bad.length} bad\n`);
}
