import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  importColumns,
  importSummaryMessage,
  mapImportRow,
  matchImportHeaders,
  repeatedContactCheck,
  type HeaderMatch,
  type ImportedMember,
} from '@matri/csv-import';
import {
  type ImportFailureJson,
  type ImportResultJson,
  type UploadCsvRows,
  say,
  type LocalText,
} from '@matri/contracts';
import type { Database } from '../../db/database';
import { memberImportChunks, memberImports, profiles, users, type UserRow } from '../../db/schema';
import { profileCodeFor, findSuspendedContacts, defaultPartnerPreferences } from '../account';
import { lockMember, InvalidInput, NotFound, Forbidden, Conflict } from '../platform';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type ProfileField = keyof ImportedMember['profile'] | 'gender';

/** The profile columns an import writes: every template column but the account's own keys. */
const profileFieldsOfTemplate = importColumns
  .map((c) => c.field)
  .filter((f) => f !== 'email' && f !== 'mobile') as ProfileField[];

const columnOf = (field: ProfileField) =>
  profiles[field as keyof typeof profiles.$inferSelect] as unknown as { name: string; getSQLType: () => string };

/** `name type` pairs of jsonb_to_recordset for the profile fields, with the enum types the columns use. */
function recordDefinition(fields: readonly ProfileField[]): SQL {
  return sql.raw(fields.map((f) => `${columnOf(f).name} ${columnOf(f).getSQLType()}`).join(', '));
}

export interface ImportChunkInput {
  rows: UploadCsvRows;
  importId: number | null;
  /** The place of the chunk's first row in the upload; failures are numbered from it. */
  firstRow: number;
  admin: UserRow;
  apiTokenId: number | null;
  profileIdPrefix: string;
}

interface Outcome {
  created: number;
  updated: number;
  unchanged: number;
  failures: ImportFailureJson[];
}

interface Candidate {
  row: number;
  member: ImportedMember;
  /** The fields the row's file gives: an update writes these and leaves the others as they are. */
  fields: readonly ProfileField[];
}

interface StoredMember {
  id: number;
  email: string;
  mobile: string;
  isManaged: boolean;
  status: UserRow['status'];
  profile: Record<string, unknown> | null;
}

/**
 * Rows read with the profile forms' rules; a row repeating an earlier row's e-mail or mobile is reported, not applied
 * twice (the check /uploaddata counts valid rows with). An imported row's invalid optional fields are left out: an
 * update leaves them as they are.
 */
function readRows(
  rows: UploadCsvRows,
  firstRow: number,
): { candidates: Candidate[]; failures: ImportFailureJson[]; warnings: ImportFailureJson[]; unknown: Set<string> } {
  const matches = new Map<string, HeaderMatch>();
  const unknown = new Set<string>();
  const candidates: Candidate[] = [];
  const failures: ImportFailureJson[] = [];
  const warnings: ImportFailureJson[] = [];
  const repeated = repeatedContactCheck('row');
  rows.forEach((cells, index) => {
    const row = firstRow + index;
    const keys = Object.keys(cells);
    const signature = keys.join('\u0000');
    let match = matches.get(signature);
    if (!match) {
      match = matchImportHeaders(keys);
      matches.set(signature, match);
      match.unknown.forEach((header) => unknown.add(header));
    }
    const result = mapImportRow(cells, match.columns);
    if (!result.ok) {
      failures.push(...result.errors.map((error) => ({ row, ...error })));
      return;
    }
    const repeat = repeated(result.member, row);
    if (repeat) {
      failures.push({ row, ...repeat });
      return;
    }
    warnings.push(...result.warnings.map((warning) => ({ row, ...warning })));
    const leftOut = new Set(result.warnings.map((warning) => warning.field));
    const given = new Set(match.columns.map((c) => c.column.field));
    candidates.push({
      row,
      member: result.member,
      fields: profileFieldsOfTemplate.filter((f) => given.has(f) && !leftOut.has(f)),
    });
  });
  return { candidates, failures, warnings, unknown };
}

/** The rows of a raw statement: Database keeps drizzle's generic query result, so node-postgres's shape is named. */
async function rowsOf(tx: Transaction, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await tx.execute(query)) as { rows: Record<string, unknown>[] }).rows;
}

function jsonParam(value: unknown): SQL {
  return sql`${JSON.stringify(value)}::jsonb`;
}

async function findStoredMembers(tx: Transaction, candidates: readonly Candidate[]): Promise<StoredMember[]> {
  if (candidates.length === 0) return [];
  const profileColumns = sql.raw(
    profileFieldsOfTemplate
      .map((f) => `p.${columnOf(f).name}${columnOf(f).getSQLType() === 'date' ? '::text' : ''} as "${f}"`)
      .join(', '),
  );
  const result = await rowsOf(
    tx,
    sql`
    select u.id, u.email, u.mobile, u.password_hash is null as "isManaged", u.status, p.user_id is not null as "hasProfile", ${profileColumns}
    from users u left join profiles p on p.user_id = u.id
    where u.id in (
      -- Two index lookups: an OR of both would read the whole users table for every chunk.
      select by_email.id from users by_email where lower(by_email.email) in (select jsonb_array_elements_text(${jsonParam(candidates.map((c) => c.member.email))}))
      union
      select by_mobile.id from users by_mobile where by_mobile.mobile in (select jsonb_array_elements_text(${jsonParam(candidates.map((c) => c.member.mobile))}))
    )`,
  );
  return result.map((row) => ({
    id: row['id'] as number,
    email: (row['email'] as string).toLowerCase(),
    mobile: row['mobile'] as string,
    isManaged: row['isManaged'] as boolean,
    status: row['status'] as UserRow['status'],
    profile: row['hasProfile'] ? row : null,
  }));
}

function valueOf(member: ImportedMember, field: ProfileField): unknown {
  return field === 'gender' ? member.gender : ((member.profile as Record<string, unknown>)[field] ?? null);
}

/** Creates accounts without a password, their profiles, starting partner preferences and pending invitations, in one statement. */
async function createMembers(
  tx: Transaction,
  candidates: readonly Candidate[],
  profileIdPrefix: string,
): Promise<void> {
  if (candidates.length === 0) return;
  const ids = await rowsOf(
    tx,
    sql`select nextval(pg_get_serial_sequence('profiles', 'id'))::integer as id from generate_series(1, ${candidates.length})`,
  );
  const profileIds = ids.map((row) => row['id'] as number);
  const records = candidates.map(({ member }, index) => {
    const record: Record<string, unknown> = {
      email: member.email,
      mobile: member.mobile,
      profile_id: profileIds[index],
      profile_code: profileCodeFor(profileIdPrefix, profileIds[index]),
    };
    for (const field of profileFieldsOfTemplate) record[columnOf(field).name] = valueOf(member, field);
    const preferences = defaultPartnerPreferences({
      userId: 0,
      gender: member.gender,
      dateOfBirth: member.profile.dateOfBirth,
      religion: member.profile.religion,
    });
    record['pref_age_min'] = preferences.ageMin;
    record['pref_age_max'] = preferences.ageMax;
    return record;
  });
  const names = profileFieldsOfTemplate.map((f) => columnOf(f).name);
  const columns = sql.raw(names.join(', '));
  const fromRecord = sql.raw(names.map((n) => `j.${n}`).join(', '));
  await tx.execute(sql`
    with r as (
      select * from jsonb_to_recordset(${jsonParam(records)}) as r(email text, mobile text, profile_id integer, profile_code text, pref_age_min smallint, pref_age_max smallint, ${recordDefinition(profileFieldsOfTemplate)})
    ), u as (
      insert into users (email, mobile, password_hash) select email, mobile, null from r returning id, email
    ), j as (
      select u.id as user_id, r.* from u join r on r.email = u.email
    ), p as (
      insert into profiles (id, user_id, profile_code, ${columns})
      select j.profile_id, j.user_id, j.profile_code, ${fromRecord} from j
    ), pp as (
      insert into partner_preferences (user_id, age_min, age_max, religions) select j.user_id, j.pref_age_min, j.pref_age_max, array[j.religion] from j
    )
    insert into pending_invitations (user_id) select user_id from j`);
}

/** Writes the given fields of imported profiles (the file's columns), all rows of a field set in one statement. */
async function updateMembers(
  tx: Transaction,
  updates: readonly { candidate: Candidate; stored: StoredMember }[],
): Promise<void> {
  const bySignature = new Map<
    string,
    { fields: readonly ProfileField[]; items: { candidate: Candidate; stored: StoredMember }[] }
  >();
  for (const item of updates) {
    const key = item.candidate.fields.join(',');
    const group = bySignature.get(key) ?? { fields: item.candidate.fields, items: [] };
    group.items.push(item);
    bySignature.set(key, group);
  }
  for (const { fields, items } of bySignature.values()) {
    const records = items.map(({ candidate, stored }) => {
      const record: Record<string, unknown> = { user_id: stored.id };
      for (const field of fields) record[columnOf(field).name] = valueOf(candidate.member, field);
      return record;
    });
    const assignments = sql.raw(fields.map((f) => `${columnOf(f).name} = r.${columnOf(f).name}`).join(', '));
    await tx.execute(sql`
      update profiles p set ${assignments}, updated_at = now()
      from jsonb_to_recordset(${jsonParam(records)}) as r(user_id integer, ${recordDefinition(fields)})
      where p.user_id = r.user_id`);
  }
  for (const { candidate, stored } of updates) {
    if (stored.email !== candidate.member.email || stored.mobile !== candidate.member.mobile) {
      await tx
        .update(users)
        .set({ email: candidate.member.email, mobile: candidate.member.mobile })
        .where(eq(users.id, stored.id));
    }
  }
}

function isSame(candidate: Candidate, stored: StoredMember): boolean {
  if (stored.email !== candidate.member.email || stored.mobile !== candidate.member.mobile || !stored.profile)
    return false;
  return candidate.fields.every((field) => (stored.profile?.[field] ?? null) === valueOf(candidate.member, field));
}

const SUSPENDED_MEMBER_ROW: LocalText = {
  en: 'This member is suspended; the row was not imported',
  hi: 'यह सदस्य निलंबित है; यह पंक्ति इम्पोर्ट नहीं हुई',
};

const unchangedStatuses: Partial<Record<UserRow['status'], LocalText>> = {
  suspended: SUSPENDED_MEMBER_ROW,
  deleted: {
    en: 'This member deleted the account; the row was not imported',
    hi: 'इस सदस्य ने अपना खाता हटा दिया है; यह पंक्ति इम्पोर्ट नहीं हुई',
  },
};

/** Decides per row, against what is stored: create, update, unchanged, or a reason it cannot be applied. */
async function applyRows(tx: Transaction, candidates: readonly Candidate[], profileIdPrefix: string): Promise<Outcome> {
  const stored = await findStoredMembers(tx, candidates);
  const isSuspended = await findSuspendedContacts(
    tx,
    candidates.flatMap((candidate) => [candidate.member.email, candidate.member.mobile]),
  );
  const byEmail = new Map(stored.map((s) => [s.email, s]));
  const byMobile = new Map(stored.map((s) => [s.mobile, s]));
  const outcome: Outcome = { created: 0, updated: 0, unchanged: 0, failures: [] };
  const toCreate: Candidate[] = [];
  const toUpdate: { candidate: Candidate; stored: StoredMember }[] = [];
  for (const candidate of candidates) {
    const ofEmail = byEmail.get(candidate.member.email);
    const ofMobile = byMobile.get(candidate.member.mobile);
    const target = ofEmail ?? ofMobile;
    // A suspension outlives the account it was on: an erased suspended member's e-mail or mobile is refused as the
    // suspended member's own row is, whether it would make a new account or join an existing one.
    const suspendedField = isSuspended(candidate.member.email)
      ? 'email'
      : isSuspended(candidate.member.mobile)
        ? 'mobile'
        : null;
    if (suspendedField) {
      outcome.failures.push({ row: candidate.row, field: suspendedField, message: say(SUSPENDED_MEMBER_ROW) });
    } else if (!target) {
      toCreate.push(candidate);
    } else if (ofEmail && ofMobile && ofEmail.id !== ofMobile.id) {
      outcome.failures.push({
        row: candidate.row,
        field: 'mobile',
        message: say({
          en: 'This mobile number belongs to another member than the e-mail address',
          hi: 'यह मोबाइल नंबर ई-मेल वाले सदस्य का नहीं, किसी दूसरे सदस्य का है',
        }),
      });
    } else if (unchangedStatuses[target.status]) {
      outcome.failures.push({
        row: candidate.row,
        field: 'email',
        message: say(unchangedStatuses[target.status] as LocalText),
      });
    } else if (isSame(candidate, target)) {
      outcome.unchanged += 1;
    } else if (!target.isManaged || !target.profile) {
      // Once members set a password the profile is theirs: an import never overwrites what they wrote themselves.
      outcome.failures.push({
        row: candidate.row,
        field: ofEmail ? 'email' : 'mobile',
        message: say({
          en: 'This member manages their own profile; an import does not change it',
          hi: 'यह सदस्य अपनी प्रोफ़ाइल ख़ुद संभालता है; इम्पोर्ट उसे नहीं बदलता',
        }),
      });
    } else {
      toUpdate.push({ candidate, stored: target });
    }
  }
  await createMembers(tx, toCreate, profileIdPrefix);
  await updateMembers(tx, toUpdate);
  outcome.created = toCreate.length;
  outcome.updated = toUpdate.length;
  return outcome;
}

function toResult(
  rowCount: number,
  outcome: Outcome,
  warnings: readonly ImportFailureJson[],
  unknown: readonly string[],
): ImportResultJson {
  const failedRows = new Set(outcome.failures.map((f) => f.row));
  // A row the database refused (a suspended member's, a self-managed profile) was not imported with fields left out.
  const leftOut = warnings.filter((w) => !failedRows.has(w.row));
  return {
    message: importSummaryMessage(
      rowCount,
      {
        ...outcome,
        notImported: failedRows.size,
        withFieldsLeftOut: new Set(leftOut.map((w) => w.row)).size,
      },
      unknown,
    ),
    created: outcome.created,
    updated: outcome.updated,
    unchanged: outcome.unchanged,
    failed: outcome.failures.sort((a, b) => a.row - b.row),
    warnings: leftOut,
    unknownHeaders: [...unknown],
  };
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * One chunk of a member import, written in one transaction: every row is created, updated, unchanged or reported with
 * its reasons. Rows are matched to accounts by e-mail, then mobile, so sending a file again creates nobody twice. A
 * chunk of an import is recorded with its outcome in the same transaction: sent again (a retry after a lost answer),
 * it gets that outcome back and changes nothing.
 */
export async function importProfileRows(db: Database, input: ImportChunkInput): Promise<ImportResultJson> {
  const { candidates, failures, warnings, unknown } = readRows(input.rows, input.firstRow);
  const unknownHeaders = [...unknown];
  const attempt = () =>
    db.transaction(async (tx) => {
      // Imports run one chunk at a time, so two of them never race to create the same member.
      await lockMember(tx, 'imports', 0);
      const importId =
        input.importId ?? (await startImportIn(tx, input.admin, input.apiTokenId, 'Direct upload', input.rows.length));
      if (input.importId !== null) {
        const [own] = await tx
          .select({ startedBy: memberImports.startedBy, totalRows: memberImports.totalRows })
          .from(memberImports)
          .where(eq(memberImports.id, importId));
        if (!own)
          throw new NotFound({
            en: `No import ${importId}. Start the import again.`,
            hi: `इम्पोर्ट ${importId} नहीं मिला। इम्पोर्ट फिर से शुरू करें।`,
          });
        if (own.startedBy !== input.admin.id)
          throw new Forbidden({
            en: 'This import was started by another admin.',
            hi: 'यह इम्पोर्ट किसी दूसरे एडमिन ने शुरू किया था।',
          });
        const last = input.firstRow + input.rows.length - 1;
        if (last > own.totalRows) {
          throw new InvalidInput(
            {
              en: `Rows ${input.firstRow}–${last} go past the ${own.totalRows} rows this import was started with.`,
              hi: `पंक्तियाँ ${input.firstRow}–${last} उन ${own.totalRows} पंक्तियों से आगे जाती हैं जिनके साथ यह इम्पोर्ट शुरू हुआ था।`,
            },
            [{ path: ['first'], message: say({ en: 'Past the end of the import', hi: 'इम्पोर्ट के अंत से आगे' }) }],
          );
        }
        const [claimed] = await tx
          .insert(memberImportChunks)
          .values({
            importId,
            firstRow: input.firstRow,
            rowCount: input.rows.length,
            created: 0,
            updated: 0,
            unchanged: 0,
            failures: [],
          })
          .onConflictDoNothing()
          .returning({ importId: memberImportChunks.importId });
        if (!claimed) {
          const [done] = await tx
            .select()
            .from(memberImportChunks)
            .where(and(eq(memberImportChunks.importId, importId), eq(memberImportChunks.firstRow, input.firstRow)));
          if (done.rowCount !== input.rows.length) {
            throw new Conflict({
              en: `Rows from ${input.firstRow} of this import were already sent as ${done.rowCount} rows, not ${input.rows.length}.`,
              hi: `इस इम्पोर्ट की पंक्ति ${input.firstRow} से आगे की पंक्तियाँ पहले ही ${done.rowCount} पंक्तियों के रूप में भेजी जा चुकी हैं, ${input.rows.length} के रूप में नहीं।`,
            });
          }
          return toResult(
            done.rowCount,
            { created: done.created, updated: done.updated, unchanged: done.unchanged, failures: done.failures },
            warnings,
            unknownHeaders,
          );
        }
      } else {
        await tx.insert(memberImportChunks).values({
          importId,
          firstRow: input.firstRow,
          rowCount: input.rows.length,
          created: 0,
          updated: 0,
          unchanged: 0,
          failures: [],
        });
      }
      const applied = await applyRows(tx, candidates, input.profileIdPrefix);
      const outcome: Outcome = { ...applied, failures: [...failures, ...applied.failures] };
      const failedRows = new Set(outcome.failures.map((f) => f.row)).size;
      await tx
        .update(memberImportChunks)
        .set({
          created: outcome.created,
          updated: outcome.updated,
          unchanged: outcome.unchanged,
          failures: outcome.failures,
        })
        .where(and(eq(memberImportChunks.importId, importId), eq(memberImportChunks.firstRow, input.firstRow)));
      await tx
        .update(memberImports)
        .set({
          created: sql`${memberImports.created} + ${outcome.created}`,
          updated: sql`${memberImports.updated} + ${outcome.updated}`,
          unchanged: sql`${memberImports.unchanged} + ${outcome.unchanged}`,
          failed: sql`${memberImports.failed} + ${failedRows}`,
          updatedAt: new Date(),
        })
        .where(eq(memberImports.id, importId));
      return toResult(input.rows.length, outcome, warnings, unknownHeaders);
    });
  try {
    return await attempt();
  } catch (error) {
    // A member signed up with one of the chunk's e-mails or mobiles while it was written: nothing of the chunk was
    // kept, and once more it finds that member and updates or reports the row.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}

/** The import record a file's chunks are counted under. */
export async function startImportIn(
  tx: Transaction | Database,
  admin: UserRow,
  apiTokenId: number | null,
  fileName: string,
  totalRows: number,
): Promise<number> {
  const [row] = await tx
    .insert(memberImports)
    .values({ fileName, totalRows, startedBy: admin.id, apiTokenId })
    .returning({ id: memberImports.id });
  return row.id;
}
