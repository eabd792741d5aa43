import { nameKeySteps } from '@matri/helpers';

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * `phonetic_name_key(text)`, the database's nameKey of libs/helpers, written from the same steps: the generated
 * columns profiles.name_key and city_key are worked out by it, so every writer (forms, imports, COPY loaders) and
 * every row there before keeps them. A stored column is not recomputed when the function changes: a migration that
 * replaces the function must also rewrite the columns (name-key-sql.test.ts fails until the migrations hold it).
 */
export function nameKeyFunctionSql(): string {
  const body = nameKeySteps.reduce(
    (text, step) =>
      step.kind === 'translate'
        ? `translate(${text}, ${literal(step.from)}, ${literal(step.to)})`
        : `regexp_replace(${text}, ${literal(step.pattern)}, ${literal(step.replacement)}, 'g')`,
    'lower(name)',
  );
  return `CREATE OR REPLACE FUNCTION phonetic_name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT ${body} $$;`;
}
