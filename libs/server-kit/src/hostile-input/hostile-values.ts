import fc from 'fast-check';

/** An array nested `depth` deep, as JSON: [[[…]]]. */
const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

/**
 * Values an attacker sends in place of what a field expects: control characters, very long and odd strings, deep
 * nesting, prototype keys, wrong types and numbers out of every range.
 */
const buildHostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(
      '\u0000',
      'Asha\u0000Rao',
      '\u0007\u001b[31m\u007f\u0085',
      '',
      ' ',
      '\u202eevil.exe',
      '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 नमस्ते 🙏',
      "' OR 1=1 --",
      '%_%',
      '../../../etc/passwd',
      '%2e%2e%2f%00',
      '<script>alert(1)</script>',
      '${jndi:ldap://x}',
      'x'.repeat(10_000),
      'é'.repeat(70_000),
      '-1',
      'NaN',
      '1e999',
      '2026-02-30',
      'March 7',
    ),
    fc.constantFrom(0, -1, 1.5, -0.0001, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 1e-300, true, false, null),
    fc.constantFrom<unknown>(
      [],
      {},
      [null],
      [[]],
      { '': '' },
      nested(2000),
      JSON.parse('{"__proto__": {"role": "admin", "isAdmin": true}}'),
      { constructor: { prototype: { role: 'admin' } } },
    ),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', minLength: 200, maxLength: 400 }),
  );

let built: fc.Arbitrary<unknown> | undefined;

/**
 * Made on first use, not when the module loads: fast-check builds the tables of its `unit: 'binary'` strings when the
 * arbitrary is made, about a second of CPU, which every process importing the server kit paid (the API's command line,
 * each test file that starts a database or a command) though only the hostile-input walk uses them.
 */
export function hostileValue(): fc.Arbitrary<unknown> {
  built ??= buildHostileValue();
  return built;
}

/** A hostile value as a query or path parameter (always text there). */
export const hostileText = (): fc.Arbitrary<string> =>
  hostileValue().map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined')));
