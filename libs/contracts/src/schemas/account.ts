import { z } from 'zod';
import { MOBILE_CODE_LENGTH } from '../rules/limits';
import { emailField, passwordField } from './fields';

/** /setting: change the password; the current one is asked for, and every other session ends. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Enter your current password' })
      .min(1, { error: 'Enter your current password' }),
    password: passwordField,
    passwordConfirmation: z.string({ error: 'Type the new password again' }),
  })
  .strict()
  .refine((value) => value.password === value.passwordConfirmation, {
    error: 'The two passwords do not match',
    path: ['passwordConfirmation'],
  })
  .refine((value) => value.password !== value.currentPassword, {
    error: 'Choose a password different from the current one',
    path: ['password'],
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** /setting: hide the profile from search and matches, or show it again. */
export const ProfileHidingSchema = z.object({ isHidden: z.boolean({ error: 'Answer yes or no' }) }).strict();
export type ProfileHiding = z.infer<typeof ProfileHidingSchema>;

/** /setting: delete the account; the password confirms it is the member. */
export const DeleteAccountSchema = z
  .object({
    password: z.string({ error: 'Enter your password to confirm' }).min(1, { error: 'Enter your password to confirm' }),
  })
  .strict();
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

/** /setting: change the e-mail address; it takes effect once the link sent to the new address is followed. */
export const ChangeEmailSchema = z
  .object({
    newEmail: emailField,
    password: z.string({ error: 'Enter your password to confirm' }).min(1, { error: 'Enter your password to confirm' }),
  })
  .strict();
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>;

/** The code sent by SMS to verify the member's mobile number. */
export const VerifyMobileSchema = z
  .object({
    code: z
      .string({ error: 'Enter the code we sent by SMS' })
      .trim()
      .regex(new RegExp(`^\\d{${MOBILE_CODE_LENGTH}}$`), {
        error: `Enter the ${MOBILE_CODE_LENGTH}-digit code we sent by SMS`,
      }),
  })
  .strict();
export type VerifyMobile = z.infer<typeof VerifyMobileSchema>;
