import { selfTimeWithin } from './cpu-profile-self-time';

const profile = {
  nodes: [
    { id: 1, callFrame: { functionName: '(garbage collector)', url: '', lineNumber: -1 } },
    {
      id: 2,
      callFrame: { functionName: 'parse', url: '/app/node_modules/@fastify/busboy/lib/main.js', lineNumber: 9 },
    },
    { id: 3, callFrame: { functionName: '', url: '/app/dist/apps/api/main.js', lineNumber: 99 } },
    { id: 4, callFrame: { functionName: 'write', url: 'node:internal/fs/streams', lineNumber: 0 }, children: [5] },
    { id: 5, callFrame: { functionName: 'writev', url: '', lineNumber: -1 } },
    {
      id: 6,
      callFrame: { functionName: 'query', url: '/app/node_modules/pg/lib/client.js', lineNumber: 4 },
      children: [4],
    },
  ],
  // Samples at 1, 3, 6, 10, 15 and 21 ms after 2,000 ms of the monotonic clock.
  startTime: 2_000_000,
  samples: [2, 1, 3, 4, 1, 5],
  timeDeltas: [1000, 2000, 3000, 4000, 5000, 6000],
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
      writev: 6,
    });
  });

  it('gives a native call’s self time by its nearest caller outside Node’s own code', () => {
    const { byNativeCaller } = selfTimeWithin(profile, [[2000, 2030]]);
    expect(Object.fromEntries(byNativeCaller)).toEqual({ 'writev ← query (pg:5)': 6 });
  });

  it('counts nothing outside every window', () => {
    expect(selfTimeWithin(profile, [[2100, 2200]]).byFunction.size).toBe(0);
  });
});
