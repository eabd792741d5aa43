import { z } from 'zod';
import { ageInYears } from '@matri/helpers';
import { MIN_MEMBER_AGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../rules/limits';
import { valuesOf, type VocabularyItem } from '../vocabularies/vocabulary';

export const emailField = z
  .string({ error: 'Enter your e-mail address' })
  .trim()
  .min(1, { error: 'Enter your e-mail address' })
  .max(254, { error: 'That e-mail address is too long' })
  .pipe(z.email({ error: 'Enter a valid e-mail address, like name@example.com' }))
  .transform((value) => value.toLowerCase());

/** A transform to a text's one normal form, refusing with `message` a text that has none. */
export function toNormalForm<T>(normalise: (value: string) => T | null, message: string) {
  return (value: string, ctx: z.RefinementCtx): T => {
    const normal = normalise(value);
    if (normal === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return normal;
  };
}

const INDIAN_MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;

/** An Indian mobile number in any common writing (+91, 0 prefix, spaces, hyphens), stored as +91XXXXXXXXXX. */
export const indianMobileField = z
  .string({ error: 'Enter your mobile number' })
  .trim()
  .min(1, { error: 'Enter your mobile number' })
  .transform(toNormalForm(normaliseIndianMobile, 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9'));

/**
 * The one normal form of an Indian mobile number, as accounts store it (+91 and its ten digits), from any common
 * writing: 98765 43210, 09876543210, +91-98765-43210, (987) 654 3210. Null when it is not one. A number whose own
 * digits start with 91 keeps them: 9123400001 is +919123400001.
 */
export function normaliseIndianMobile(value: string): string | null {
  const match = INDIAN_MOBILE.exec(value.trim().replace(/[\s\-()]/g, ''));
  return match ? `+91${match[1]}` : null;
}

export const passwordField = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters` });

export const personNameField = z
  .string({ error: 'Enter the full name' })
  .trim()
  .min(2, { error: 'Enter the full name' })
  .max(80, { error: 'Use at most 80 characters' })
  // Phones and spreadsheets turn ' into ’ (D’Souza), so both apostrophes are letters of a name.
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u, { error: 'Use letters, spaces, dots, hyphens and apostrophes only' });

/** A date of birth (YYYY-MM-DD) of someone at least 18 today. */
export const adultDateOfBirthField = z
  .string({ error: 'Enter the date of birth' })
  .trim()
  .min(1, { error: 'Enter the date of birth' })
  .superRefine((value, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'Enter the date of birth as YYYY-MM-DD' });
      return;
    }
    const age = ageInYears(value);
    if (age === null) {
      ctx.addIssue({ code: 'custom', message: 'That date does not exist' });
    } else if (age < 0) {
      ctx.addIssue({ code: 'custom', message: 'The date of birth cannot be in the future' });
    } else if (age < MIN_MEMBER_AGE) {
      ctx.addIssue({
        code: 'custom',
        message: `Members must be at least ${MIN_MEMBER_AGE} years old. This person is ${age}.`,
      });
    } else if (age > 100) {
      ctx.addIssue({ code: 'custom', message: 'Check the year of birth' });
    }
  });

/** A member's profile ID as a request names them (SV100042); matched without regard to case. */
export const profileIdField = z
  .string({ error: 'Choose a member' })
  .trim()
  .min(1, { error: 'Choose a member' })
  .max(20);

/** A row id in a path (`/api/saved-searches/:id`): what it names in the message, so a wrong one says which. */
export function idParamsSchema<const Key extends string>(key: Key, what: string) {
  return z
    .object({
      [key]: z.coerce
        .number({ error: `The ${what} id must be a number` })
        .int()
        .positive()
        .max(2_147_483_647),
    } as Record<Key, z.ZodCoercedNumber<unknown>>)
    .strict();
}

/** A member by profile ID in a path (`/api/shortlist/:profileId`). */
export const ProfileIdParamsSchema = z.object({ profileId: profileIdField }).strict();

/** A stored choice in an answer, read back as its vocabulary's value (it was checked against the vocabulary on the way in). */
export function storedChoice<V extends string>(items: readonly VocabularyItem<V>[]) {
  return z.enum(valuesOf(items));
}
