import { connectionsWithin, FILES_BESIDES_CONNECTIONS, parseOpenFilesLimit } from './open-files';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             63704                63704                processes
Max open files            1024                 524288               files
Max locked memory         8388608              8388608              bytes
`;

describe('open files', () => {
  it("reads the soft and hard limits from /proc's limits", () => {
    expect(parseOpenFilesLimit(LIMITS)).toEqual({ soft: 1024, hard: 524288 });
    expect(parseOpenFilesLimit(LIMITS.replace('1024 ', 'unlimited'))).toMatchObject({ soft: Infinity });
    expect(parseOpenFilesLimit('')).toBeNull();
  });

  it('takes no more connections than the open files allow, so accepting never fails with EMFILE', () => {
    expect(connectionsWithin({ soft: 1024, hard: 524288 }, 10_000)).toBe(1024 - FILES_BESIDES_CONNECTIONS);
    expect(connectionsWithin({ soft: 65_536, hard: 65_536 }, 10_000)).toBe(10_000);
    expect(connectionsWithin(null, 10_000)).toBe(10_000);
  });
});
