import { z } from 'zod';
import { emailField, indianMobileField, passwordField, smsCodeField } from './fields';
import { sayLater } from '../i18n/local-text';

/** /setting: change the password; the current one is asked for, and every other session ends. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: sayLater({ en: 'Enter your current password', hi: 'अपना मौजूदा पासवर्ड लिखें' }) })
      .min(1, { error: sayLater({ en: 'Enter your current password', hi: 'अपना मौजूदा पासवर्ड लिखें' }) }),
    password: passwordField,
    passwordConfirmation: z.string({
      error: sayLater({ en: 'Type the new password again', hi: 'नया पासवर्ड दोबारा लिखें' }),
    }),
  })
  .strict()
  .refine((value) => value.password === value.passwordConfirmation, {
    error: sayLater({ en: 'The two passwords do not match', hi: 'दोनों पासवर्ड मेल नहीं खाते' }),
    path: ['passwordConfirmation'],
  })
  .refine((value) => value.password !== value.currentPassword, {
    error: sayLater({ en: 'Choose a password different from the current one', hi: 'मौजूदा पासवर्ड से अलग पासवर्ड चुनें' }),
    path: ['password'],
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** /setting: hide the profile from search and matches, or show it again. */
export const ProfileHidingSchema = z
  .object({ isHidden: z.boolean({ error: sayLater({ en: 'Answer yes or no', hi: 'हाँ या नहीं में जवाब दें' }) }) })
  .strict();
export type ProfileHiding = z.infer<typeof ProfileHidingSchema>;

/** /setting: delete the account; the password confirms it is the member. */
export const DeleteAccountSchema = z
  .object({
    password: z
      .string({ error: sayLater({ en: 'Enter your password to confirm', hi: 'पुष्टि के लिए अपना पासवर्ड लिखें' }) })
      .min(1, { error: sayLater({ en: 'Enter your password to confirm', hi: 'पुष्टि के लिए अपना पासवर्ड लिखें' }) }),
  })
  .strict();
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

/** /setting: change the e-mail address; it takes effect once the link sent to the new address is followed. */
export const ChangeEmailSchema = z
  .object({
    newEmail: emailField,
    password: z
      .string({ error: sayLater({ en: 'Enter your password to confirm', hi: 'पुष्टि के लिए अपना पासवर्ड लिखें' }) })
      .min(1, { error: sayLater({ en: 'Enter your password to confirm', hi: 'पुष्टि के लिए अपना पासवर्ड लिखें' }) }),
  })
  .strict();
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>;

/** The code sent by SMS to verify the member's mobile number. */
export const VerifyMobileSchema = z.object({ code: smsCodeField }).strict();
export type VerifyMobile = z.infer<typeof VerifyMobileSchema>;

/** /setting: change the mobile number; it takes effect once the code sent to the new number comes back. */
export const ChangeMobileSchema = z
  .object({
    newMobile: indianMobileField,
    password: z
      .string({ error: sayLater({ en: 'Enter your password to confirm', hi: 'पुष्टि के लिए अपना पासवर्ड लिखें' }) })
      .min(1, { error: sayLater({ en: 'Enter your password to confirm', hi: 'पुष्टि के लिए अपना पासवर्ड लिखें' }) }),
  })
  .strict();
export type ChangeMobile = z.infer<typeof ChangeMobileSchema>;

/** The code sent by SMS to the new number of a mobile change. */
export const ConfirmMobileChangeSchema = z.object({ code: smsCodeField }).strict();
export type ConfirmMobileChange = z.infer<typeof ConfirmMobileChangeSchema>;
