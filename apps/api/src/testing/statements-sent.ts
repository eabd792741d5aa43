import { Client } from 'pg';

/**
 * The SQL statements this process sends to PostgreSQL while `work` runs (every pool's clients), each as its verb and
 * the tables it names ("insert photos", "select photos profiles", "begin"), in the order sent: what a request costs in round trips.
 */
export async function statementsSent(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const query = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    const statement = args[0] as string | { text: string };
    sent.push(kindOf(typeof statement === 'string' ? statement : statement.text));
    return (query as (...given: unknown[]) => unknown).apply(this, args);
  } as typeof query);
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return sent;
}

function kindOf(statement: string): string {
  const verb = /^\s*(\w+)/.exec(statement)?.[1]?.toLowerCase() ?? '';
  const tables = [...statement.matchAll(/\b(?:from|into|join|update)\s+"?(?!set\b)(\w+)/gi)].map(([, table]) => table);
  return [verb, ...new Set(tables)].join(' ');
}
