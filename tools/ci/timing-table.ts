/** One line of `npm test`'s closing table: a step of the run, or one Nx task of a step. */
export interface TimingRow {
  step: string;
  project: string;
  seconds: number;
  result: 'ok' | 'FAILED' | 'cached' | 'skipped';
}

/** An entry of the trace Nx writes when NX_PROFILE names a file (Chrome's trace event format). */
interface ProfileEvent {
  name: string;
  ph: string;
  dur?: number;
  args?: { target?: { project: string; target: string }; status?: string };
}

const resultOfStatus: Record<string, TimingRow['result']> = {
  success: 'ok',
  failure: 'FAILED',
  skipped: 'skipped',
  'local-cache': 'cached',
  'local-cache-kept-existing': 'cached',
  'remote-cache': 'cached',
};

/** The tasks of an Nx run as NX_PROFILE recorded them, slowest first, each under its target's name. */
export function nxTaskRows(profile: readonly ProfileEvent[]): TimingRow[] {
  return profile
    .filter((event) => event.ph === 'X' && event.args?.target)
    .map((event) => ({
      step: `  ${event.args?.target?.target}`,
      project: event.args?.target?.project ?? event.name,
      seconds: (event.dur ?? 0) / 1e6,
      result: resultOfStatus[event.args?.status ?? ''] ?? 'FAILED',
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

/** The table, aligned for a terminal, with the run's wall time at the bottom. */
export function formatTimingTable(rows: readonly TimingRow[], wallSeconds: number): string {
  const cells = [
    ['step / target', 'project', 'seconds', 'result'],
    ...rows.map((row) => [row.step, row.project, row.seconds.toFixed(1), row.result]),
    ['total (wall)', '', wallSeconds.toFixed(1), rows.some((row) => row.result === 'FAILED') ? 'FAILED' : 'ok'],
  ];
  const widths = cells[0].map((_, column) => Math.max(...cells.map((line) => line[column].length)));
  const line = (values: string[]) =>
    values
      .map((value, column) => (column === 2 ? value.padStart(widths[column]) : value.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(cells[0]), rule, ...cells.slice(1, -1).map(line), rule, line(cells[cells.length - 1])].join('\n');
}
