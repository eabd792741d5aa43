import fc from 'fast-check';
import { hostileValue } from './hostile-values';

/** The part of JSON Schema the API's OpenAPI document uses (zod 4 through fastify-type-provider-zod). */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  default?: unknown;
}

/** Values for fields whose name says more than their schema (a mobile is "a string"), so requests reach deeper. */
export type FieldHints = Record<string, fc.Arbitrary<unknown>>;

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 200));
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern, 'u');
      return fc
        .stringMatching(pattern)
        .filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity));
    } catch {
      // fast-check reads plain regular expressions only (not \p{L}); any string will do then.
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberFor(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const exclusive = schema.exclusiveMinimum === true ? 1 : 0;
  const min = schema.minimum !== undefined ? schema.minimum + exclusive : -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  return isInteger
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) })
    : fc.double({ min, max: Math.max(min, max), noNaN: true });
}

/**
 * Values for a JSON Schema: mostly what it describes (so requests get past validation into the handlers), and at
 * any field now and then a hostile value instead. `depth` bounds recursion through nested schemas.
 */
export function schemaArbitrary(schema: JsonSchema, hints: FieldHints = {}, depth = 0): fc.Arbitrary<unknown> {
  const described = describedArbitrary(schema, hints, depth);
  return fc.oneof({ weight: 9, arbitrary: described }, { weight: 1, arbitrary: hostileValue() });
}

function describedArbitrary(schema: JsonSchema, hints: FieldHints, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => schemaArbitrary(choice, hints, depth + 1)));
  if (schema.allOf?.length) return describedArbitrary(Object.assign({}, ...schema.allOf) as JsonSchema, hints, depth);
  const value = typedArbitrary(schema, hints, depth);
  return schema.nullable ? fc.oneof(fc.constant(null), value) : value;
}

function typedArbitrary(schema: JsonSchema, hints: FieldHints, depth: number): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schemaArbitrary(schema.items ?? {}, hints, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 5)),
      });
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          hints[name]
            ? fc.oneof(
                { weight: 3, arbitrary: hints[name] },
                { weight: 1, arbitrary: schemaArbitrary(property, hints, depth + 1) },
              )
            : schemaArbitrary(property, hints, depth + 1),
        ]),
      );
      const record = fc.record(properties, {
        requiredKeys: (schema.required ?? []).filter((name) => name in properties),
      });
      const extra =
        typeof schema.additionalProperties === 'object'
          ? schemaArbitrary(schema.additionalProperties, hints, depth + 1)
          : hostileValue();
      // Now and then a field the schema does not know (or a prototype key), as a mass-assignment attempt would send.
      return fc
        .tuple(
          record,
          fc.option(
            fc.tuple(
              fc.constantFrom('role', 'status', 'isVerified', 'userId', 'id', '__proto__', 'constructor', 'x'),
              extra,
            ),
            { freq: 4 },
          ),
        )
        .map(([object, added]) => (added ? JSON.parse(JSON.stringify({ ...object, [added[0]]: added[1] })) : object));
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}
