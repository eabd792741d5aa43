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
  smsCodeField,
  toNormalForm,
  personNameField,
} from './fields';
import { sayLater } from '../i18n/local-text';

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
    .string({
      error: sayLater({ en: 'Enter your e-mail address or mobile number', hi: 'अपना ई-मेल पता या मोबाइल नंबर लिखें' }),
    })
    .trim()
    .min(1, {
      error: sayLater({ en: 'Enter your e-mail address or mobile number', hi: 'अपना ई-मेल पता या मोबाइल नंबर लिखें' }),
    })
    .max(254, { error: sayLater({ en: 'That e-mail address is too long', hi: 'यह ई-मेल पता बहुत लंबा है' }) })
    .transform(
      toNormalForm(accountIdentifier, {
        en: 'Enter a valid e-mail address or a 10-digit mobile number',
        hi: 'सही ई-मेल पता या 10 अंकों का मोबाइल नंबर लिखें',
      }),
    ),
  password: z
    .string({ error: sayLater({ en: 'Enter your password', hi: 'अपना पासवर्ड लिखें' }) })
    .min(1, { error: sayLater({ en: 'Enter your password', hi: 'अपना पासवर्ड लिखें' }) }),
});
export type Login = z.infer<typeof LoginSchema>;

export const RegisterSchema = z.object({
  profileFor: z.enum(valuesOf(profileFor), {
    error: sayLater({ en: 'Choose whom this profile is for', hi: 'चुनें कि यह प्रोफ़ाइल किसके लिए है' }),
  }),
  fullName: personNameField,
  gender: z.enum(valuesOf(genders), { error: sayLater({ en: 'Choose a gender', hi: 'लिंग चुनें' }) }),
  dateOfBirth: adultDateOfBirthField,
  religion: z.enum(valuesOf(religions), { error: sayLater({ en: 'Choose a religion', hi: 'धर्म चुनें' }) }),
  motherTongue: z.enum(valuesOf(motherTongues), {
    error: sayLater({ en: 'Choose a mother tongue', hi: 'मातृभाषा चुनें' }),
  }),
  email: emailField,
  mobile: indianMobileField,
  password: passwordField,
  acceptTerms: z.literal(true, {
    error: sayLater({
      en: 'You must accept the Terms of Use and Privacy Policy to sign up',
      hi: 'साइन अप के लिए उपयोग की शर्तें और निजता नीति स्वीकार करना ज़रूरी है',
    }),
  }),
  /** The language of the page signed up on: the account reads in it until the member changes it. */
  language: z.enum(languageCodes).optional(),
});
export type RegisterInput = z.input<typeof RegisterSchema>;
export type Register = z.infer<typeof RegisterSchema>;

/** A sign-up waiting for its SMS code: the same answer whether the mobile or e-mail already has an account or not. */
export const PendingSignUpSchema = z.object({
  pendingId: z.string(),
  /** The number the code went to, mostly hidden (+91 98•••••210): the visitor typed it, nobody else learns it. */
  mobile: z.string(),
  /** Seconds before another code may be asked for. */
  resendInSeconds: z.number().int(),
});
export type PendingSignUp = z.infer<typeof PendingSignUpSchema>;

const pendingIdField = z.uuid({
  error: sayLater({
    en: 'This sign-up is not known. Fill in the sign-up form again.',
    hi: 'यह साइन अप नहीं मिला। साइन अप फ़ॉर्म फिर से भरें।',
  }),
});

/** Finishes a sign-up with the code sent to its mobile. */
export const SignUpCodeSchema = z.object({ pendingId: pendingIdField, code: smsCodeField });
export type SignUpCode = z.infer<typeof SignUpCodeSchema>;

/** Asks for another code for a sign-up waiting for one. */
export const SignUpResendSchema = z.object({ pendingId: pendingIdField });
export type SignUpResend = z.infer<typeof SignUpResendSchema>;

/**
 * A forgotten password: by e-mail (a link) or by the account's verified mobile (a code by SMS), as many families
 * signed up with a mobile they read more than their e-mail.
 */
export const ForgotPasswordSchema = z
  .object({ email: emailField.optional(), mobile: indianMobileField.optional() })
  .strict()
  .refine((value) => (value.email === undefined) !== (value.mobile === undefined), {
    error: sayLater({
      en: 'Enter either your e-mail address or your mobile number',
      hi: 'अपना ई-मेल पता या मोबाइल नंबर, इनमें से एक लिखें',
    }),
    path: ['email'],
  });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

/** The forgot-password form's one field: an e-mail address or a mobile number, as log in takes them. */
export const ForgotPasswordFormSchema = LoginSchema.pick({ identifier: true });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

/** The body a forgot-password form's identifier (as ForgotPasswordFormSchema gives it) asks with. */
export function forgotPasswordBody(identifier: string): ForgotPassword {
  return identifier.includes('@') ? { email: identifier } : { mobile: identifier };
}

export const ResetPasswordSchema = z
  .object({
    code: z
      .string({ error: sayLater({ en: 'The reset link is incomplete', hi: 'पासवर्ड बदलने का लिंक अधूरा है' }) })
      .trim()
      .min(1, { error: sayLater({ en: 'The reset link is incomplete', hi: 'पासवर्ड बदलने का लिंक अधूरा है' }) }),
    password: passwordField,
    passwordConfirmation: z.string({
      error: sayLater({ en: 'Type the new password again', hi: 'नया पासवर्ड दोबारा लिखें' }),
    }),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    error: sayLater({ en: 'The two passwords do not match', hi: 'दोनों पासवर्ड मेल नहीं खाते' }),
    path: ['passwordConfirmation'],
  });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** A new password with the code the account's mobile got by SMS. */
export const ResetPasswordBySmsSchema = z
  .object({
    mobile: indianMobileField,
    code: smsCodeField,
    password: passwordField,
    passwordConfirmation: z.string({
      error: sayLater({ en: 'Type the new password again', hi: 'नया पासवर्ड दोबारा लिखें' }),
    }),
  })
  .strict()
  .refine((value) => value.password === value.passwordConfirmation, {
    error: sayLater({ en: 'The two passwords do not match', hi: 'दोनों पासवर्ड मेल नहीं खाते' }),
    path: ['passwordConfirmation'],
  });
export type ResetPasswordBySms = z.infer<typeof ResetPasswordBySmsSchema>;

export const ContactSchema = z.object({
  name: personNameField,
  email: emailField,
  mobile: indianMobileField,
  message: z
    .string({ error: sayLater({ en: 'Write your message', hi: 'अपना संदेश लिखें' }) })
    .trim()
    .min(10, {
      error: sayLater({
        en: 'Write at least 10 characters so we can help',
        hi: 'कम से कम 10 अक्षर लिखें, ताकि हम मदद कर सकें',
      }),
    })
    .max(2000, { error: sayLater({ en: 'Use at most 2000 characters', hi: 'ज़्यादा से ज़्यादा 2000 अक्षर लिखें' }) }),
});
export type Contact = z.infer<typeof ContactSchema>;
