import { formatTimingTable, nxTaskRows } from './timing-table';

const task = (project: string, target: string, seconds: number, status: string) => ({
  name: `${project}:${target}`,
  ph: 'X',
  dur: seconds * 1e6,
  args: { target: { project, target }, status },
});

describe('nxTaskRows', () => {
  it('gives each task of the profile its seconds and result, slowest first, leaving out thread names', () => {
    const rows = nxTaskRows([
      { name: 'thread_name', ph: 'M', args: {} },
      task('site', 'lint', 12.5, 'success'),
      task('api', 'test', 95, 'failure'),
      task('ui', 'build', 0.2, 'local-cache'),
      task('api', 'test-postgres', 0, 'skipped'),
    ]);
    expect(rows).toEqual([
      { step: '  test', project: 'api', seconds: 95, result: 'FAILED' },
      { step: '  lint', project: 'site', seconds: 12.5, result: 'ok' },
      { step: '  build', project: 'ui', seconds: 0.2, result: 'cached' },
      { step: '  test-postgres', project: 'api', seconds: 0, result: 'skipped' },
    ]);
  });
});

describe('formatTimingTable', () => {
  it('aligns the columns and says the run failed when a row did', () => {
    const table = formatTimingTable(
      [
        { step: 'prettier', project: 'all files', seconds: 41.26, result: 'ok' },
        { step: '  test', project: 'api', seconds: 312, result: 'FAILED' },
      ],
      400,
    );
    expect(table.split('\n')).toEqual([
      'step / target  project    seconds  result',
      '-------------  ---------  -------  ------',
      'prettier       all files     41.3  ok',
      '  test         api          312.0  FAILED',
      '-------------  ---------  -------  ------',
      'total (wall)                400.0  FAILED',
    ]);
  });
});
