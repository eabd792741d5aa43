import { z } from 'zod';
import { ageInYears } from '@matri/helpers';
import {
  MAX_HEIGHT_CM,
  MIN_HEIGHT_CM,
  MIN_MEMBER_AGE,
  MOBILE_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../rules/limits';
import { valuesOf, type VocabularyItem } from '../vocabularies/vocabulary';
import { say, sayLater, type LocalText } from '../i18n/local-text';

export const emailField = z
  .string({ error: sayLater({ en: 'Enter your e-mail address', hi: 'अपना ई-मेल पता लिखें' }) })
  .trim()
  .min(1, { error: sayLater({ en: 'Enter your e-mail address', hi: 'अपना ई-मेल पता लिखें' }) })
  .max(254, { error: sayLater({ en: 'That e-mail address is too long', hi: 'यह ई-मेल पता बहुत लंबा है' }) })
  .pipe(
    z.email({
      error: sayLater({
        en: 'Enter a valid e-mail address, like name@example.com',
        hi: 'सही ई-मेल पता लिखें, जैसे name@example.com',
      }),
    }),
  )
  .transform((value) => value.toLowerCase());

/** A transform to a text's one normal form, refusing with `message` a text that has none. */
export function toNormalForm<T>(normalise: (value: string) => T | null, message: LocalText) {
  return (value: string, ctx: z.RefinementCtx): T => {
    const normal = normalise(value);
    if (normal === null) {
      ctx.addIssue({ code: 'custom', message: say(message) });
      return z.NEVER;
    }
    return normal;
  };
}

const INDIAN_MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;

/** An Indian mobile number in any common writing (+91, 0 prefix, spaces, hyphens), stored as +91XXXXXXXXXX. */
export const indianMobileField = z
  .string({ error: sayLater({ en: 'Enter your mobile number', hi: 'अपना मोबाइल नंबर लिखें' }) })
  .trim()
  .min(1, { error: sayLater({ en: 'Enter your mobile number', hi: 'अपना मोबाइल नंबर लिखें' }) })
  .transform(
    toNormalForm(normaliseIndianMobile, {
      en: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9',
      hi: '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर लिखें',
    }),
  );

/**
 * The one normal form of an Indian mobile number, as accounts store it (+91 and its ten digits), from any common
 * writing: 98765 43210, 09876543210, +91-98765-43210, (987) 654 3210. Null when it is not one. A number whose own
 * digits start with 91 keeps them: 9123400001 is +919123400001.
 */
export function normaliseIndianMobile(value: string): string | null {
  const match = INDIAN_MOBILE.exec(value.trim().replace(/[\s\-()]/g, ''));
  return match ? `+91${match[1]}` : null;
}

/** A code sent by SMS (verifying a mobile number, finishing a sign-up). */
export const smsCodeField = z
  .string({ error: sayLater({ en: 'Enter the code we sent by SMS', hi: 'SMS से भेजा गया कोड लिखें' }) })
  .trim()
  .regex(new RegExp(`^\\d{${MOBILE_CODE_LENGTH}}$`), {
    error: sayLater({
      en: `Enter the ${MOBILE_CODE_LENGTH}-digit code we sent by SMS`,
      hi: `SMS से भेजा गया ${MOBILE_CODE_LENGTH} अंकों का कोड लिखें`,
    }),
  });

export const passwordField = z
  .string({ error: sayLater({ en: 'Enter a password', hi: 'पासवर्ड लिखें' }) })
  .min(PASSWORD_MIN_LENGTH, {
    error: sayLater({
      en: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
      hi: `कम से कम ${PASSWORD_MIN_LENGTH} अक्षर लिखें`,
    }),
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: sayLater({
      en: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
      hi: `ज़्यादा से ज़्यादा ${PASSWORD_MAX_LENGTH} अक्षर लिखें`,
    }),
  });

export const personNameField = z
  .string({ error: sayLater({ en: 'Enter the full name', hi: 'पूरा नाम लिखें' }) })
  .trim()
  .min(2, { error: sayLater({ en: 'Enter the full name', hi: 'पूरा नाम लिखें' }) })
  .max(80, { error: sayLater({ en: 'Use at most 80 characters', hi: 'ज़्यादा से ज़्यादा 80 अक्षर लिखें' }) })
  // Phones and spreadsheets turn ' into ’ (D’Souza), so both apostrophes are letters of a name.
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u, {
    error: sayLater({
      en: 'Use letters, spaces, dots, hyphens and apostrophes only',
      hi: 'सिर्फ़ अक्षर, खाली जगह, बिंदु, हाइफ़न और एपॉस्ट्रॉफ़ी लिखें',
    }),
  });

/** A date of birth (YYYY-MM-DD) of someone at least 18 today. */
export const adultDateOfBirthField = z
  .string({ error: sayLater({ en: 'Enter the date of birth', hi: 'जन्म तिथि लिखें' }) })
  .trim()
  .min(1, { error: sayLater({ en: 'Enter the date of birth', hi: 'जन्म तिथि लिखें' }) })
  .superRefine((value, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: say({ en: 'Enter the date of birth as YYYY-MM-DD', hi: 'जन्म तिथि YYYY-MM-DD के रूप में लिखें' }),
      });
      return;
    }
    const age = ageInYears(value);
    if (age === null) {
      ctx.addIssue({ code: 'custom', message: say({ en: 'That date does not exist', hi: 'यह तारीख़ होती ही नहीं' }) });
    } else if (age < 0) {
      ctx.addIssue({
        code: 'custom',
        message: say({ en: 'The date of birth cannot be in the future', hi: 'जन्म तिथि आगे की नहीं हो सकती' }),
      });
    } else if (age < MIN_MEMBER_AGE) {
      ctx.addIssue({
        code: 'custom',
        message: say({
          en: `Members must be at least ${MIN_MEMBER_AGE} years old. This person is ${age}.`,
          hi: `सदस्य की उम्र कम से कम ${MIN_MEMBER_AGE} वर्ष होनी चाहिए। इनकी उम्र ${age} है।`,
        }),
      });
    } else if (age > 100) {
      ctx.addIssue({ code: 'custom', message: say({ en: 'Check the year of birth', hi: 'जन्म का वर्ष जाँचें' }) });
    }
  });

/** A member's profile ID as a request names them (SV100042); matched without regard to case. */
export const profileIdField = z
  .string({ error: sayLater({ en: 'Choose a member', hi: 'सदस्य चुनें' }) })
  .trim()
  .min(1, { error: sayLater({ en: 'Choose a member', hi: 'सदस्य चुनें' }) })
  .max(20);

/**
 * A row id in a path (`/api/saved-searches/:id`): what it names in the message, so a wrong one says which. Marked free
 * of side effects so a bundle that leaves out the schema made with it also leaves out this call (the front ends' endpoint
 * descriptions keep only their addresses: tools/vite/endpoint-addresses-plugin.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
export function idParamsSchema<const Key extends string>(key: Key, what: LocalText) {
  return z
    .object({
      [key]: z.coerce
        .number({
          error: sayLater({ en: `The ${what.en} id must be a number`, hi: `${what.hi} की पहचान संख्या होनी चाहिए` }),
        })
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

/** A height in whole centimetres, within what the height lists offer. */
export const heightCmField = z
  .number({ error: sayLater({ en: 'Choose a height', hi: 'लंबाई चुनें' }) })
  .int({ error: sayLater({ en: 'Choose a height in whole centimetres', hi: 'लंबाई पूरे सेंटीमीटर में चुनें' }) })
  .min(MIN_HEIGHT_CM, {
    error: sayLater({
      en: `Height must be at least ${MIN_HEIGHT_CM} cm`,
      hi: `लंबाई कम से कम ${MIN_HEIGHT_CM} सेमी होनी चाहिए`,
    }),
  })
  .max(MAX_HEIGHT_CM, {
    error: sayLater({
      en: `Height must be at most ${MAX_HEIGHT_CM} cm`,
      hi: `लंबाई ज़्यादा से ज़्यादा ${MAX_HEIGHT_CM} सेमी होनी चाहिए`,
    }),
  });
