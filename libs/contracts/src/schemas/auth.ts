import { z } from 'zod';
import { genders, profileFor } from '../vocabularies/people';
import { religions } from '../vocabularies/religions';
import { motherTongues } from '../vocabularies/mother-tongues';
import { valuesOf } from '../vocabularies/vocabulary';
import { languageCodes } from '../i18n/languages';
import {
  adultDateOfBirthField,
  emailField,
  indianMobileField,
  normaliseIndianMobile,
  passwordField,
  toNormalForm,
  personNameField,
} from './fields';

/**
 * The account a log-in identifier names, as accounts store it: the e-mail lower-cased, or the mobile number as +91
 * and ten digits; null when it is neither. Log in and its attempt limit both read it, so every writing of one number
 * is one account and one budget.
 */
export function accountIdentifier(value: string): string | null {
  const trimmed = value.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : normaliseIndianMobile(trimmed);
}

/** Log in with an e-mail address or an Indian mobile number; the identifier arrives as accountIdentifier gives it. */
export const LoginSchema = z.object({
  identifier: z
    .string({ error: 'Enter your e-mail address or mobile number' })
    .trim()
    .min(1, { error: 'Enter your e-mail address or mobile number' })
    .max(254, { error: 'That e-mail address is too long' })
    .transform(toNormalForm(accountIdentifier, 'Enter a valid e-mail address or a 10-digit mobile number')),
  password: z.string({ error: 'Enter your password' }).min(1, { error: 'Enter your password' }),
});
export type Login = z.infer<typeof LoginSchema>;

export const RegisterSchema = z.object({
  profileFor: z.enum(valuesOf(profileFor), { error: 'Choose whom this profile is for' }),
  fullName: personNameField,
  gender: z.enum(valuesOf(genders), { error: 'Choose a gender' }),
  dateOfBirth: adultDateOfBirthField,
  religion: z.enum(valuesOf(religions), { error: 'Choose a religion' }),
  motherTongue: z.enum(valuesOf(motherTongues), { error: 'Choose a mother tongue' }),
  email: emailField,
  mobile: indianMobileField,
  password: passwordField,
  acceptTerms: z.literal(true, { error: 'You must accept the Terms of Use and Privacy Policy to sign up' }),
  /** The language of the page signed up on: the account reads in it until the member changes it. */
  language: z.enum(languageCodes).optional(),
});
export type RegisterInput = z.input<typeof RegisterSchema>;
export type Register = z.infer<typeof RegisterSchema>;

export const ForgotPasswordSchema = z.object({ email: emailField });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({
    code: z.string({ error: 'The reset link is incomplete' }).trim().min(1, { error: 'The reset link is incomplete' }),
    password: passwordField,
    passwordConfirmation: z.string({ error: 'Type the new password again' }),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    error: 'The two passwords do not match',
    path: ['passwordConfirmation'],
  });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const ContactSchema = z.object({
  name: personNameField,
  email: emailField,
  mobile: indianMobileField,
  message: z
    .string({ error: 'Write your message' })
    .trim()
    .min(10, { error: 'Write at least 10 characters so we can help' })
    .max(2000, { error: 'Use at most 2000 characters' }),
});
export type Contact = z.infer<typeof ContactSchema>;
