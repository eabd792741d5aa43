import { selfTimeWithin } from './cpu-profile-self-time';

const profile = {
  nodes: [
    { id: 1, callFrame: { functionName: '(garbage collector)', url: '', lineNumber: -1 } },
    {
      id: 2,
      callFrame: { functionName: 'parse', url: '/app/node_modules/@fastify/busboy/lib/main.js', lineNumber: 9 },
    },
    { id: 3, callFrame: { functionName: '', url: '/app/dist/apps/api/main.js', lineNumber: 99 } },
    { id: 4, callFrame: { functionName: 'write', url: 'node:internal/fs/streams', lineNumber: 0 } },
  ],
  // Samples at 1, 3, 6, 10 and 15 ms after 2,000 ms of the monotonic clock.
  startTime: 2_000_000,
  samples: [2, 1, 3, 4, 1],
  timeDeltas: [1000, 2000, 3000, 4000, 5000],
};

describe('self time of a CPU profile within windows', () => {
  it('counts only the samples inside the windows, each weighing the time before it', () => {
    const { byFunction } = selfTimeWithin(profile, [
      [2002, 2007],
      [2014, 2020],
    ]);
    expect(Object.fromEntries(byFunction)).toEqual({ '(garbage collector)': 7, '(anonymous) (main.js:100)': 3 });
  });

  it('names the package, Node itself or the file a function lives in', () => {
    const { byPlace } = selfTimeWithin(profile, [[0, 3000]]);
    expect(Object.fromEntries(byPlace)).toEqual({
      '@fastify/busboy': 1,
      '(garbage collector)': 7,
      'main.js': 3,
      node: 4,
    });
  });

  it('counts nothing outside every window', () => {
    expect(selfTimeWithin(profile, [[2100, 2200]]).byFunction.size).toBe(0);
  });
});
