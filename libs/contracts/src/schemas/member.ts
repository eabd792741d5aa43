import { z } from 'zod';
import { genders } from '../vocabularies/people';
import { languageCodes } from '../i18n/languages';
import { valuesOf } from '../vocabularies/vocabulary';
import { sayLater } from '../i18n/local-text';

export const memberRoles = ['member', 'admin'] as const;

/** The user object of the auth answers and GET /api/users/me (Strapi's users-permissions fields, plus the profile's). */
export const MemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  mobile: z.string(),
  provider: z.literal('local'),
  confirmed: z.boolean(),
  blocked: z.boolean(),
  role: z.enum(memberRoles),
  full_name: z.string(),
  profileId: z.string().nullable(),
  /** The profile's gender: search looks for the other one by default. */
  gender: z.enum(valuesOf(genders)).nullable(),
  /** The language the member reads: the member area opens in it on a new device; e-mails and SMS follow it. */
  language: z.enum(languageCodes),
  createdAt: z.iso.datetime(),
});

/** PUT /api/users/me/language: the member's language, chosen in the member area or on sign-up. */
export const LanguageChoiceSchema = z
  .object({
    language: z.enum(languageCodes, { error: sayLater({ en: 'Choose English or Hindi', hi: 'अंग्रेज़ी या हिन्दी चुनें' }) }),
  })
  .strict();
export type LanguageChoice = z.infer<typeof LanguageChoiceSchema>;
export type MemberJson = z.infer<typeof MemberSchema>;

/** GET /api/user, the session object (docs/spec.md section 3): a missing, expired or revoked token is not logged in. */
export const SessionSchema = z.object({
  isLoggedIn: z.boolean(),
  userinfo: z.object({ full_name: z.string() }).nullable(),
});
export type Session = z.infer<typeof SessionSchema>;

/** The answer of log in, sign up, a password reset or change (Strapi's users-permissions contract): a token and its member. */
export const AuthAnswerSchema = z.object({
  jwt: z.string(),
  user: MemberSchema,
  /** Log in brought back an account deleted within its grace period: the page says so before going on. */
  restored: z.literal(true).optional(),
});
export type AuthAnswer = z.infer<typeof AuthAnswerSchema>;
