import { canSendInterest, interestRefusal } from './interest-rules';

describe('interestRefusal', () => {
  it('allows a first interest, one after a withdrawal either way, and one after I declined theirs', () => {
    expect(interestRefusal([])).toBeNull();
    expect(
      interestRefusal([
        { direction: 'sent', status: 'withdrawn' },
        { direction: 'received', status: 'withdrawn' },
      ]),
    ).toBeNull();
    expect(interestRefusal([{ direction: 'received', status: 'declined' }])).toBeNull();
  });

  it('refuses once connected, while mine waits, after they declined mine, and while theirs waits', () => {
    expect(interestRefusal([{ direction: 'received', status: 'accepted' }])).toBe('connected');
    expect(interestRefusal([{ direction: 'sent', status: 'pending' }])).toBe('waiting');
    expect(
      interestRefusal([
        { direction: 'sent', status: 'declined' },
        { direction: 'sent', status: 'withdrawn' },
      ]),
    ).toBe('declined');
    expect(interestRefusal([{ direction: 'received', status: 'pending' }])).toBe('theirsWaiting');
  });

  it('names a connection first, whatever else lies between the two', () => {
    expect(
      interestRefusal([
        { direction: 'sent', status: 'declined' },
        { direction: 'received', status: 'accepted' },
      ]),
    ).toBe('connected');
  });
});

describe('canSendInterest', () => {
  it('offers the button exactly where the API would take the interest', () => {
    expect(canSendInterest(null)).toBe(true);
    expect(canSendInterest({ direction: 'received', status: 'declined' })).toBe(true);
    expect(canSendInterest({ direction: 'sent', status: 'declined' })).toBe(false);
    expect(canSendInterest({ direction: 'received', status: 'pending' })).toBe(false);
  });
});
