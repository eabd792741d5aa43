import { allowedCpus, photoWorkCpus } from './photo-work-cpus';

const status = (list: string) => () =>
  `Name:\tnode\nCpus_allowed:\tff\nCpus_allowed_list:\t${list}\nMems_allowed:\t1\n`;

describe("the photo-work children's CPUs", () => {
  it('reads the CPUs this process may use, ranges and single ones', () => {
    expect(allowedCpus(status('0-3,6,8-9'))).toEqual([0, 1, 2, 3, 6, 8, 9]);
    expect(allowedCpus(status('5'))).toEqual([5]);
    expect(allowedCpus(() => 'Name:\tnode\n')).toBeNull();
    expect(
      allowedCpus(() => {
        throw new Error('no /proc here');
      }),
    ).toBeNull();
  });

  it('are the last half of them by default, at least one, or as many as asked', () => {
    expect(photoWorkCpus(undefined, [0, 1])).toEqual([1]);
    expect(photoWorkCpus(undefined, [0, 1, 2, 3, 6, 8, 9])).toEqual([6, 8, 9]);
    expect(photoWorkCpus(2, [0, 1, 2, 3])).toEqual([2, 3]);
  });

  it('are not held where they would have every CPU anyway, or the CPUs are unknown', () => {
    expect(photoWorkCpus(undefined, [0])).toBeNull();
    expect(photoWorkCpus(2, [0, 1])).toBeNull();
    expect(photoWorkCpus(1, null)).toBeNull();
  });
});
