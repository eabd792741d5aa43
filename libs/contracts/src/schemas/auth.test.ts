import { accountIdentifier, ContactSchema, LoginSchema, RegisterSchema, ResetPasswordSchema } from './auth';

function isoYearsAgo(years: number, dayOffset = 0): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() + dayOffset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const validRegistration = {
  profileFor: 'daughter',
  fullName: 'Ananya Sharma',
  gender: 'female',
  dateOfBirth: '1996-04-12',
  religion: 'hindu',
  motherTongue: 'hindi',
  email: ' Ananya.Sharma@Example.com ',
  mobile: '+91 98765-43210',
  password: 'monsoon-evening-42',
  acceptTerms: true,
};

function messagesFor(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('RegisterSchema', () => {
  it('accepts a complete registration and normalises e-mail and mobile', () => {
    const parsed = RegisterSchema.parse(validRegistration);
    expect(parsed.email).toBe('ananya.sharma@example.com');
    expect(parsed.mobile).toBe('+919876543210');
  });

  it('refuses someone who turns 18 tomorrow, naming their age', () => {
    const result = RegisterSchema.safeParse({ ...validRegistration, dateOfBirth: isoYearsAgo(18, 1) });
    expect(messagesFor(result).dateOfBirth).toBe('Members must be at least 18 years old. This person is 17.');
  });

  it('accepts someone who turns 18 today', () => {
    expect(RegisterSchema.safeParse({ ...validRegistration, dateOfBirth: isoYearsAgo(18) }).success).toBe(true);
  });

  it('refuses a missing consent, a short password and a foreign mobile with field-level messages', () => {
    const result = RegisterSchema.safeParse({
      ...validRegistration,
      acceptTerms: false,
      password: 'short',
      mobile: '+44 7700 900123',
    });
    const messages = messagesFor(result);
    expect(messages.acceptTerms).toMatch(/accept the Terms of Use and Privacy Policy/);
    expect(messages.password).toBe('Use at least 8 characters');
    expect(messages.mobile).toMatch(/10-digit Indian mobile/);
  });

  it('refuses impossible dates and unknown vocabulary values', () => {
    const result = RegisterSchema.safeParse({
      ...validRegistration,
      dateOfBirth: '1990-02-30',
      religion: 'pastafarian',
    });
    const messages = messagesFor(result);
    expect(messages.dateOfBirth).toBe('That date does not exist');
    expect(messages.religion).toBe('Choose a religion');
  });
});

describe('LoginSchema', () => {
  it('accepts an e-mail or an Indian mobile as identifier, giving the account identifier', () => {
    expect(LoginSchema.parse({ identifier: ' A@B.in ', password: 'x' }).identifier).toBe('a@b.in');
    expect(LoginSchema.parse({ identifier: '09876543210', password: 'x' }).identifier).toBe('+919876543210');
  });

  it('reads every common writing of one number as one account, keeping a number’s own leading 91', () => {
    const writings = [
      '9123400001',
      '+91 9123400001',
      '09123400001',
      '+91-91234-00001',
      '(912) 340 0001',
      '+919123400001',
      '91 9123400001',
      '91234 00001',
    ];
    for (const identifier of writings) expect(accountIdentifier(identifier)).toBe('+919123400001');
    expect(RegisterSchema.parse({ ...validRegistration, mobile: '9123400001' }).mobile).toBe('+919123400001');
    expect(accountIdentifier('5123400001')).toBeNull();
  });

  it('refuses an identifier that is neither', () => {
    const result = LoginSchema.safeParse({ identifier: '12345', password: '' });
    const messages = messagesFor(result);
    expect(messages.identifier).toMatch(/valid e-mail address or a 10-digit mobile/);
    expect(messages.password).toBe('Enter your password');
  });
});

describe('ResetPasswordSchema', () => {
  it('requires the confirmation to match', () => {
    const result = ResetPasswordSchema.safeParse({
      code: 'abc',
      password: 'long-enough-1',
      passwordConfirmation: 'other',
    });
    expect(messagesFor(result).passwordConfirmation).toBe('The two passwords do not match');
  });
});

describe('ContactSchema', () => {
  it('requires a message of some substance', () => {
    const result = ContactSchema.safeParse({
      name: 'Ravi',
      email: 'ravi@example.in',
      mobile: '9876543210',
      message: 'hi',
    });
    expect(messagesFor(result).message).toMatch(/at least 10 characters/);
  });
});
