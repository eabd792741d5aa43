import ts from 'typescript';
import type { Plugin } from 'vite';

const ENDPOINT_DESCRIPTIONS = /\/libs\/contracts\/src\/endpoints\/[a-z-]+-endpoints\.ts$/;
/** What a front end reads of a description (`callEndpoint` in libs/api-client): where to send a call and how. */
const ADDRESS_FIELDS = new Set(['method', 'path', 'access', 'consumes', 'produces', 'status']);

type Cut = readonly [start: number, end: number];

const parse = (code: string) => ts.createSourceFile('endpoints.ts', code, ts.ScriptTarget.Latest, true);

const withCuts = (code: string, cuts: readonly Cut[]) =>
  [...cuts]
    .sort((a, b) => a[0] - b[0])
    .reduceRight((text, [start, end]) => text.slice(0, start) + text.slice(end), code);

/** The fields of every `defineEndpoint({...})` that are not its address. */
function fieldsBesidesAddresses(source: ts.SourceFile): Cut[] {
  const cuts: Cut[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineEndpoint') {
      const [spec] = node.arguments;
      if (!spec || !ts.isObjectLiteralExpression(spec)) throw new Error('defineEndpoint is given no object literal');
      spec.properties.forEach((property, i) => {
        // A spread brings fields shared by several descriptions (who may call them), never a schema.
        if (ts.isSpreadAssignment(property)) return;
        if (!property.name || !ts.isIdentifier(property.name)) {
          throw new Error(`An endpoint description names its fields plainly: ${property.getText(source)}`);
        }
        const next = spec.properties[i + 1];
        if (!ADDRESS_FIELDS.has(property.name.text))
          cuts.push([property.getStart(source), next?.getStart(source) ?? spec.properties.end]);
      });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return cuts;
}

/** The module's own constants nothing reads (a schema built for the descriptions alone, as `z.object(…).strict()`). */
function unreadConstants(source: ts.SourceFile): Cut[] {
  const read = new Map<string, number>();
  const count = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) read.set(node.text, (read.get(node.text) ?? 0) + 1);
    ts.forEachChild(node, count);
  };
  count(source);
  return source.statements.flatMap((statement): Cut[] => {
    if (!ts.isVariableStatement(statement) || statement.modifiers?.length) return [];
    const [declaration, ...more] = statement.declarationList.declarations;
    if (more.length > 0 || !ts.isIdentifier(declaration.name)) return [];
    return read.get(declaration.name.text) === 1 ? [[statement.getStart(source), statement.end]] : [];
  });
}

/**
 * An endpoint description file with each `defineEndpoint({...})` keeping only its address fields. A browser never
 * parses with the descriptions' zod schemas (the API does; the front ends take their types), and they brought zod, the
 * response schemas and the vocabularies behind them (the birth places alone 13 KB gzip) into every page that calls
 * an endpoint, the member area's first load among them. A constant only the schemas read goes with them: a bundler
 * keeps a call it cannot prove pure, and with it zod's classic build. The imports nothing reads are left to the build
 * (our libs are free of side effects: pure-libs-plugin.ts).
 */
export function withAddressesOnly(code: string): string {
  let text = withCuts(code, fieldsBesidesAddresses(parse(code)));
  // A constant that goes may have been the last reader of another.
  for (let before = ''; text !== before;) {
    before = text;
    text = withCuts(text, unreadConstants(parse(text)));
  }
  return text;
}

/** Gives the build each endpoint description file of libs/contracts with addresses only (withAddressesOnly). */
export function endpointAddressesPlugin(): Plugin {
  return {
    name: 'matri:endpoint-addresses',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ENDPOINT_DESCRIPTIONS.test(id)) return null;
      return { code: withAddressesOnly(code), map: null };
    },
  };
}
