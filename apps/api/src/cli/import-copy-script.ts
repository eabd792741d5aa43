import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getTableColumns } from 'drizzle-orm';
import { importColumns, mapImportRow, matchImportHeaders } from '@matri/csv-import';
import type { apiCommands } from '@matri/contracts';
import { z } from 'zod';
import { openDatabase } from '../db/database';
import { profiles } from '../db/schema';
import { defaultPartnerPreferences } from '../modules/account';
import { CommandInputError, databaseUrlOf } from './command-line';

type Input = z.output<typeof apiCommands.importCopyScript.input>;

const RowsSchema = z.array(z.record(z.string(), z.string())).min(1, 'The rows file holds no rows');

// toCsvText guards cells against formulas, which COPY must not see: plain RFC 4180 here, NULL as an unquoted empty cell.
const csv = (table: (string | number | null)[][]) =>
  table.map((r) => r.map((c) => (c === null ? '' : `"${String(c).replace(/"/g, '""')}"`)).join(',')).join('\n') + '\n';

/**
 * The valid rows of an import file as CSV files of users, profiles and partner preferences (the same values and
 * defaults an import through the API stores), and the psql script that COPYs them into DATABASE_URL in one
 * transaction: the floor an import through the API is measured against.
 */
export async function importCopyScript(input: Input): Promise<{ scriptFile: string; rows: number }> {
  const parsed = RowsSchema.safeParse(JSON.parse(await readFile(input.rowsFile, 'utf8').catch(() => 'null')));
  if (!parsed.success) throw new CommandInputError(`${input.rowsFile}: ${z.prettifyError(parsed.error)}`);
  const rows = parsed.data;
  const { columns } = matchImportHeaders(Object.keys(rows[0]));
  const members = rows.flatMap((row) => {
    const result = mapImportRow(row, columns);
    return result.ok ? [result.member] : [];
  });
  const fields = importColumns.map((c) => c.field).filter((f) => f !== 'email' && f !== 'mobile');
  const profileColumns = getTableColumns(profiles);
  const columnName = (field: string) => profileColumns[field as keyof typeof profileColumns].name;
  const valueOf = (member: (typeof members)[number], field: string) =>
    field === 'gender' ? member.gender : ((member.profile as Record<string, unknown>)[field] ?? null);
  const file = (name: string) => path.join(input.dir, name);
  await writeFile(file('users.csv'), csv(members.map((m, i) => [i + 1, m.email, m.mobile])));
  await writeFile(
    file('profiles.csv'),
    csv(
      members.map((m, i) => [
        i + 1,
        i + 1,
        `SV${100001 + i}`,
        ...fields.map((f) => valueOf(m, f) as string | number | null),
      ]),
    ),
  );
  await writeFile(
    file('prefs.csv'),
    csv(
      members.map((m, i) => {
        const p = defaultPartnerPreferences({
          userId: i + 1,
          gender: m.gender,
          dateOfBirth: m.profile.dateOfBirth,
          religion: m.profile.religion,
        });
        return [i + 1, p.ageMin ?? null, p.ageMax ?? null, `{${m.profile.religion}}`];
      }),
    ),
  );
  const script = [
    '\\set ON_ERROR_STOP on',
    'begin;',
    `\\copy users (id, email, mobile) from '${file('users.csv')}' with (format csv)`,
    `\\copy profiles (id, user_id, profile_code, ${fields.map(columnName).join(', ')}) from '${file('profiles.csv')}' with (format csv)`,
    `\\copy partner_preferences (user_id, age_min, age_max, religions) from '${file('prefs.csv')}' with (format csv)`,
    'commit;',
  ].join('\n');
  await writeFile(file('copy.sql'), script);
  // The tables the COPYs fill, with their indexes and triggers.
  const target = await openDatabase({ databaseUrl: databaseUrlOf(process.env) });
  await target.close();
  return { scriptFile: file('copy.sql'), rows: members.length };
}
