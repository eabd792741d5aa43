import type { z } from 'zod';
import {
  birthPlaceLabel,
  birthPlacesNamed,
  emailField,
  indianMobileField,
  findProfileInconsistencies,
  profileFields,
  type ProfileValues,
  communitiesOf,
  type Gender,
  type Religion,
  choiceKey,
  vocabularySynonyms,
  type VocabularyItem,
  currentLanguage,
  say,
} from '@matri/contracts';
import { importColumns, type ImportColumn } from './import-columns';

export interface ImportRowError {
  field: string;
  message: string;
}

/** A row ready to store: the account's keys and the profile's fields, every one checked by the profile forms' rules. */
export interface ImportedMember {
  email: string;
  mobile: string;
  gender: Gender;
  profile: Partial<ProfileValues> &
    Pick<ProfileValues, 'fullName' | 'dateOfBirth' | 'religion' | 'motherTongue' | 'createdBy' | 'country'>;
}

/**
 * A row to import, with the optional fields left out because their cells were not valid (`warnings`: the row is
 * imported without them), or every reason it cannot be imported (its optional fields' problems too, so one fix of
 * the file mends the whole row).
 */
export type ImportRowResult =
  { ok: true; member: ImportedMember; warnings: ImportRowError[] } | { ok: false; errors: ImportRowError[] };

/** Each vocabulary's values keyed by the loose form of their value and label, built once: imports read it per cell. */
const choicesByKey = new WeakMap<readonly VocabularyItem[], Map<string, string>>();

/** Every way a value may be written: its label, value, Hindi label and the vocabulary's synonyms for it. */
function namesOf(items: readonly VocabularyItem[], item: VocabularyItem): readonly string[] {
  return [item.label, item.value, item.hi, ...(vocabularySynonyms.get(items)?.[item.value] ?? [])];
}

/**
 * "hindu", " Hindu ", "HINDU" and "हिंदू" are Hindu; so is a label ("Never married"), a value ("never-married"), a
 * Hindi label or a synonym ("F", "Mother", "माँ").
 */
function matchChoice(items: readonly VocabularyItem[], raw: string): string | null {
  let byKey = choicesByKey.get(items);
  if (!byKey) {
    byKey = new Map();
    for (const item of items) {
      for (const name of namesOf(items, item)) if (!byKey.has(choiceKey(name))) byKey.set(choiceKey(name), item.value);
    }
    // Most cells are written exactly as a label or value; those skip the loosening.
    for (const item of items)
      for (const name of namesOf(items, item))
        if (!byKey.has(name)) byKey.set(name, byKey.get(choiceKey(name)) as string);
    choicesByKey.set(items, byKey);
  }
  return byKey.get(raw) ?? byKey.get(choiceKey(raw)) ?? null;
}

/** YYYY-MM-DD as it is; DD/MM/YYYY and DD-MM-YYYY (how Indian spreadsheets write dates) turned into it. */
function isoDate(raw: string): string {
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(raw);
  return dayFirst ? `${dayFirst[3]}-${dayFirst[2].padStart(2, '0')}-${dayFirst[1].padStart(2, '0')}` : raw;
}

function firstIssue(result: z.ZodSafeParseResult<unknown>): string {
  return result.success ? '' : (result.error.issues[0]?.message ?? say({ en: 'Not valid', hi: 'मान्य नहीं' }));
}

const APOSTROPHE = 39;
const FORMULA_STARTS = new Set(['=', '+', '-', '@']);

/** A file saved from our own error report keeps the quote that guarded "+91 …" against formulas; the value is what follows. */
function withoutFormulaGuard(cell: string): string {
  return cell.charCodeAt(0) === APOSTROPHE && FORMULA_STARTS.has(cell.charAt(1)) ? cell.slice(1) : cell;
}

type Cell = { ok: true; value: unknown } | { ok: false; message: string };

const UNKNOWN_TIME = /^(not known|unknown|don'?t know|na|n\/a|-)$/i;

/** "6:45", "06.45", "6:45 pm" and a spreadsheet's "18:45:00" as the profile's hh:mm; null for "not known". */
function readBirthTime(raw: string): Cell {
  if (UNKNOWN_TIME.test(raw)) return { ok: true, value: null };
  const parts = /^(\d{1,2})[:.](\d{2})(?:[:.]\d{2})?\s*([ap]\.?m\.?)?$/i.exec(raw);
  const hour = parts ? Number(parts[1]) : NaN;
  const halfDay = parts?.[3]?.charAt(0).toLowerCase();
  const isValid = parts !== null && Number(parts[2]) < 60 && (halfDay ? hour >= 1 && hour <= 12 : hour <= 23);
  if (!isValid)
    return {
      ok: false,
      message: say({
        en: `“${raw}” is not a birth time: write it as hh:mm, such as 06:45 or 6:45 PM`,
        hi: `“${raw}” जन्म का समय नहीं है: इसे hh:mm में लिखें, जैसे 06:45 या 6:45 PM`,
      }),
    };
  const hour24 = halfDay ? (hour % 12) + (halfDay === 'p' ? 12 : 0) : hour;
  return { ok: true, value: `${String(hour24).padStart(2, '0')}:${parts[2]}` };
}

function readBirthPlace(raw: string): Cell {
  const places = birthPlacesNamed(raw);
  if (places.length === 1) return { ok: true, value: places[0].id };
  if (places.length === 0)
    return {
      ok: false,
      message: say({
        en: `“${raw}” is not in the birth place list: write the nearest city of the list`,
        hi: `“${raw}” जन्म स्थानों की सूची में नहीं है: सूची का सबसे पास का शहर लिखें`,
      }),
    };
  const quoted = places.map((place) => `“${birthPlaceLabel(place)}”`);
  return {
    ok: false,
    message: say({
      en: `Several birth places are called “${raw}”: write ${quoted.join(' or ')}`,
      hi: `“${raw}” नाम के कई जन्म स्थान हैं: ${quoted.join(' या ')} में से एक लिखें`,
    }),
  };
}

function missingMessage(column: ImportColumn): string {
  return say({ en: `${column.header} is missing`, hi: `${column.header} नहीं दिया गया` });
}

function readCell(column: ImportColumn, raw: string, religion: unknown): Cell {
  const rule = (profileFields as Record<string, z.ZodType | undefined>)[column.field];
  const checked = (value: unknown): Cell => {
    if (!rule) return { ok: true, value };
    const result = rule.safeParse(value);
    return result.success ? { ok: true, value: result.data } : { ok: false, message: firstIssue(result) };
  };
  switch (column.kind) {
    case 'choice': {
      const value = matchChoice(column.items ?? [], raw);
      return value === null
        ? {
            ok: false,
            message: say({
              en: `Unknown ${column.header.toLowerCase()}: “${raw}”`,
              hi: `${column.header} में “${raw}” नहीं चलता: सूची में से कोई विकल्प लिखें`,
            }),
          }
        : checked(value);
    }
    case 'community': {
      if (typeof religion !== 'string') return { ok: true, value: null };
      const value = matchChoice(communitiesOf(religion as Religion), raw);
      return value === null
        ? {
            ok: false,
            message: say({
              en: `“${raw}” is not a community of the religion given`,
              hi: `“${raw}” दिए गए धर्म का समुदाय नहीं है`,
            }),
          }
        : { ok: true, value };
    }
    case 'date':
      return checked(isoDate(raw));
    case 'time':
      return readBirthTime(raw);
    case 'birth-place':
      return readBirthPlace(raw);
    case 'whole-number':
      return /^\d{1,4}$/.test(raw)
        ? checked(Number(raw))
        : {
            ok: false,
            message: say({
              en: `Enter ${column.header.toLowerCase()} as a whole number`,
              hi: `${column.header} पूरी संख्या में लिखें`,
            }),
          };
    case 'email': {
      const result = emailField.safeParse(raw);
      return result.success ? { ok: true, value: result.data } : { ok: false, message: firstIssue(result) };
    }
    case 'mobile': {
      const result = indianMobileField.safeParse(raw);
      return result.success ? { ok: true, value: result.data } : { ok: false, message: firstIssue(result) };
    }
    default:
      return checked(raw);
  }
}

/** Choices and heights repeat down a file; each distinct cell of such a column is read once (up to a bound). */
const MEMO_LIMIT = 5000;
const memoKinds: ReadonlySet<ImportColumn['kind']> = new Set(['choice', 'community', 'whole-number']);
const readCells = new WeakMap<ImportColumn, Map<string, Cell>>();

function readCellOnce(column: ImportColumn, raw: string, religion: unknown): Cell {
  if (!memoKinds.has(column.kind)) return readCell(column, raw, religion);
  let memo = readCells.get(column);
  if (!memo) {
    memo = new Map();
    readCells.set(column, memo);
  }
  // A community is read against the row's religion; a problem is written in the reader's language (one API process
  // serves both).
  const cellKey = column.kind === 'community' ? `${String(religion)}\u0000${raw}` : raw;
  const key = `${currentLanguage()}\u0000${cellKey}`;
  let cell = memo.get(key);
  if (!cell) {
    cell = readCell(column, raw, religion);
    if (memo.size < MEMO_LIMIT) memo.set(key, cell);
  }
  return cell;
}

/** Fields of the account, not the profile. */
const ACCOUNT_FIELDS = new Set(['email', 'mobile', 'gender']);

interface ColumnPlan {
  /** Religion first: the community is read against it. */
  ordered: readonly { header: string; column: ImportColumn }[];
  absentRequired: readonly ImportColumn[];
}

/** A file's columns are the same for all its rows, so how to read them is worked out once per header match. */
const plans = new WeakMap<readonly { header: string; column: ImportColumn }[], ColumnPlan>();

function planOf(columns: readonly { header: string; column: ImportColumn }[]): ColumnPlan {
  let plan = plans.get(columns);
  if (!plan) {
    const given = new Set(columns.map((c) => c.column.field));
    plan = {
      ordered: [...columns].sort(
        (a, b) => Number(b.column.field === 'religion') - Number(a.column.field === 'religion'),
      ),
      absentRequired: importColumns.filter((column) => column.isRequired && !given.has(column.field)),
    };
    plans.set(columns, plan);
  }
  return plan;
}

/** The template's header of a field, for a problem's words. */
const headerOfField = new Map(importColumns.map((column) => [column.field, column.header]));
const requiredFields = new Set(importColumns.filter((column) => column.isRequired).map((column) => column.field));

interface RowProblem extends ImportRowError {
  isOptional: boolean;
}

/** An optional field's problem once the row is imported without the field. */
function leftOut({ field, message }: ImportRowError): ImportRowError {
  const header = headerOfField.get(field) ?? field;
  return {
    field,
    message: say({ en: `${header} left out: ${message}`, hi: `${header} छोड़ दिया गया: ${message}` }),
  };
}

/**
 * One CSV row (keyed by the file's headers) as a member to import, or every reason it cannot be: a missing required
 * value, an unknown choice, a value the profile's rules refuse, or fields that contradict each other. An optional
 * field whose cell is not valid does not cost the row: it is left out and named in the warnings. Never throws,
 * whatever the cells hold.
 */
export function mapImportRow(
  row: Readonly<Record<string, unknown>>,
  columns: readonly { header: string; column: ImportColumn }[],
): ImportRowResult {
  const { ordered, absentRequired } = planOf(columns);
  const values: Record<string, unknown> = {};
  const problems: RowProblem[] = [];
  for (const { header, column } of ordered) {
    const cell = row[header];
    const raw =
      typeof cell === 'string' ? withoutFormulaGuard(cell.trim()) : typeof cell === 'number' ? String(cell) : '';
    if (!raw) {
      if (column.isRequired) problems.push({ field: column.field, message: missingMessage(column), isOptional: false });
      continue;
    }
    const read = readCellOnce(column, raw, values['religion']);
    if (read.ok) values[column.field] = read.value;
    else problems.push({ field: column.field, message: read.message, isOptional: !column.isRequired });
  }
  for (const column of absentRequired)
    problems.push({ field: column.field, message: missingMessage(column), isOptional: false });

  const complete: Record<string, unknown> = { createdBy: 'self', country: 'in' };
  for (const field in values) if (!ACCOUNT_FIELDS.has(field)) complete[field] = values[field];
  // Fields that contradict each other are named even when a cell of the row already failed. Leaving one out can leave
  // another without its ground (a pada without its nakshatra), so the check runs again; a second pass finds all that
  // the first left, and a third never finds any (the bound only guards against a rule naming no field).
  for (let pass = 0; pass < 3; pass += 1) {
    const inconsistencies = findProfileInconsistencies(complete as Partial<ProfileValues>);
    if (inconsistencies.length === 0) break;
    for (const { path, message } of inconsistencies) {
      const field = String(path[0] ?? '');
      problems.push({ field, message, isOptional: !requiredFields.has(field) });
      delete complete[field];
    }
  }
  if (problems.some((problem) => !problem.isOptional))
    return { ok: false, errors: problems.map(({ field, message }) => ({ field, message })) };

  const { email, mobile, gender } = values as { email: string; mobile: string; gender: Gender };
  const profile = complete as ImportedMember['profile'];
  return { ok: true, member: { email, mobile, gender, profile }, warnings: problems.map(leftOut) };
}
