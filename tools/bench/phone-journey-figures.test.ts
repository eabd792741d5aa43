import {
  CHEAP_PHONE,
  cpuProfileLines,
  median,
  pageFigureLines,
  phoneNetworkConditions,
  ratio,
  seconds,
  waterfallLines,
} from './phone-journey-figures';

describe('the phone journey bench figures', () => {
  it('throttles to slow 3G in the bytes a second CDP takes: 400 kbit/s is 50,000 bytes/s, 400 ms latency', () => {
    expect(phoneNetworkConditions()).toEqual({
      offline: false,
      latency: 400,
      downloadThroughput: 50_000,
      uploadThroughput: 50_000,
    });
    expect(CHEAP_PHONE.cpuSlowdown).toBe(4);
    expect(CHEAP_PHONE.viewport).toEqual({ width: 360, height: 640 });
  });

  it('takes the middle run, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('prints seconds and ratios, n/a where a figure is missing', () => {
    expect(seconds(2914)).toBe('2.91 s');
    expect(seconds(NaN)).toBe('n/a');
    expect(ratio(1500, 3000)).toBe('0.50×');
    expect(ratio(1500, 0)).toBe('n/a');
    expect(ratio(NaN, 3000)).toBe('n/a');
  });

  it("prints each build's median with its runs, the ratio and the goal met or not by this build", () => {
    const lines = pageFigureLines('/dashboard', { firstPaintMs: 3000, usableMs: 6000 }, [
      {
        name: 'this build',
        visits: [
          { firstPaintMs: 2000, usableMs: 7000 },
          { firstPaintMs: 2500, usableMs: 6500 },
          { firstPaintMs: 3100, usableMs: 8000 },
        ],
      },
      {
        name: 'baseline',
        visits: [
          { firstPaintMs: 5000, usableMs: 13000 },
          { firstPaintMs: 5000, usableMs: 14000 },
          { firstPaintMs: 6000, usableMs: 15000 },
        ],
      },
    ]);
    expect(lines).toEqual([
      '/dashboard first paint: this build 2.50 s (2.00, 2.50, 3.10), baseline 5.00 s (5.00, 5.00, 6.00); this build / baseline 0.50×; goal ≤ 3.00 s: met by this build',
      '/dashboard usable: this build 7.00 s (7.00, 6.50, 8.00), baseline 14.00 s (13.00, 14.00, 15.00); this build / baseline 0.50×; goal ≤ 6.00 s: not met by this build',
    ]);
  });

  it('prints one build alone, and no goal for a page without one', () => {
    expect(
      pageFigureLines('a profile', {}, [{ name: 'this build', visits: [{ firstPaintMs: NaN, usableMs: 900 }] }]),
    ).toEqual(['a profile first paint: this build n/a (n/a)', 'a profile usable: this build 0.90 s (0.90)']);
  });
});

describe('the waterfall of a visit', () => {
  it('lists requests by start with their end, size and initiator, API addresses with their query, and the total', () => {
    const lines = waterfallLines([
      {
        url: 'http://127.0.0.1:4410/members/assets/dashboard-page-V9.js',
        startMs: 2500,
        endMs: 3400,
        bytes: 2150,
        initiator: 'script index-D.js',
      },
      { url: 'http://127.0.0.1:4410/dashboard', startMs: 0, endMs: 900, bytes: 3072, initiator: 'other' },
      {
        url: 'http://127.0.0.1:4410/api/matches?page=1',
        startMs: 3500,
        endMs: 4300,
        bytes: 1024,
        initiator: 'script app-config-D.js',
      },
    ]);
    expect(lines).toEqual([
      '   start     end      KB  file or address  (asked by)',
      '  0.00 s   0.90 s    3.0  dashboard  (other)',
      '  2.50 s   3.40 s    2.1  dashboard-page-V9.js  (script index-D.js)',
      '  3.50 s   4.30 s    1.0  /api/matches?page=1  (script app-config-D.js)',
      '3 requests, 6.1 KB over the wire',
    ]);
  });
});

describe('the CPU profile of a visit', () => {
  it('sums self time by script and by function, busiest first, leaving idle time out', () => {
    const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });
    const lines = cpuProfileLines(
      {
        nodes: [
          { id: 1, callFrame: frame('(idle)') },
          { id: 2, callFrame: frame('render', 'http://x/member-app/assets/index-A.js', 9) },
          { id: 3, callFrame: frame('', 'http://x/member-app/assets/page-B.js', 0) },
          { id: 4, callFrame: frame('(garbage collector)') },
        ],
        samples: [1, 2, 2, 3, 4, 1],
        timeDeltas: [5000, 300_000, 200_000, 100_000, 50_000, 9000],
      },
      2,
    );
    expect(lines).toEqual([
      'main thread busy 0.65 s; by script (self time):',
      '  0.50 s  index-A.js',
      '  0.10 s  page-B.js',
      'by function (self time):',
      '  0.50 s  render index-A.js:10',
      '  0.10 s  (anonymous) page-B.js:1',
    ]);
  });
});
