// Request body schemas of SPEC §7 as zod: the server validates every body with them, and their messages
// are the client's (rules.ts), so both sides report the same first failure. The client does not import
// this file, which keeps zod out of the browser bundle.
import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, USERNAME_MAX } from './constants';
import {
  isAccountName, isEmail, MESSAGES, validatePasswordChange, validatePasswordReset, validateRegistration,
} from './rules';


/** SPEC §5: trimmed and lower-cased, then it must look like an address. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { message: MESSAGES.invalidEmail })
  .refine(isEmail, { message: MESSAGES.invalidEmail });

export const passwordSchema = z
  .string()
  .min(1, { message: MESSAGES.passwordRequired })
  .max(PASSWORD_MAX, { message: MESSAGES.passwordTooLong });

/**
 * A password whose minimum is checked by the object's rule (reset, change, registration), so the server
 * reports the same first message as the client would.
 */
const boundedPasswordSchema = z.string().max(PASSWORD_MAX, { message: MESSAGES.passwordTooLong });

/**
 * SPEC §7 POST /register-beta. The e-mail is only normalised here: its pattern is checked by
 * validateRegistration, so the first failure in SPEC §5 order is the one reported, on its field.
 */
export const registerSchema = z
  .object({
    name: z.string().max(USERNAME_MAX, { message: MESSAGES.usernameTooLong }),
    email: z.string().trim().toLowerCase().max(EMAIL_MAX, { message: MESSAGES.invalidEmail }),
    password: boundedPasswordSchema,
    password_confirmation: boundedPasswordSchema,
    beta_code: z.string(),
  })
  .superRefine((body, ctx) => {
    const error = validateRegistration(body);
    if (error) ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
  });

/** SPEC §7 POST /login */
export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});

/** SPEC §7 POST /reset-password; SPEC §5 reset rules. */
export const resetPasswordSchema = z
  .object({
    email: emailSchema,
    password: boundedPasswordSchema,
    password_confirmation: boundedPasswordSchema,
    token: z.string().min(1, { message: MESSAGES.linkInvalid }).max(2000, { message: MESSAGES.linkInvalid }),
  })
  .superRefine((body, ctx) => {
    const message = validatePasswordReset(body.password, body.password_confirmation);
    if (message) {
      ctx.addIssue({ code: 'custom', path: [message === MESSAGES.resetMatch ? 'password_confirmation' : 'password'], message });
    }
  });

/**
 * SPEC §7 PUT /account/change-password; SPEC §5 rules. Both failures go on new_password: SPEC §8 shows
 * field errors under name, email, current_password and new_password only.
 */
export const changePasswordSchema = z
  .object({
    current_password: passwordSchema,
    new_password: boundedPasswordSchema,
    confirm_password: boundedPasswordSchema,
  })
  .superRefine((body, ctx) => {
    const message = validatePasswordChange(body);
    if (message) ctx.addIssue({ code: 'custom', path: ['new_password'], message });
  });

/** SPEC §7 PUT /account/update; SPEC §5: a name longer than 3 characters and a valid email. */
export const accountUpdateSchema = z.object({
  name: z
    .string()
    .trim()
    .max(USERNAME_MAX, { message: MESSAGES.usernameTooLong })
    .refine(isAccountName, { message: MESSAGES.accountNameTooShort }),
  email: emailSchema,
});

export type RegisterBody = z.infer<typeof registerSchema>;
export type LoginBody = z.infer<typeof loginSchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordSchema>;
export type AccountUpdateBody = z.infer<typeof accountUpdateSchema>;
