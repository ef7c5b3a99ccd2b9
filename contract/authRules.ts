// The rules of SPEC §5 for registration, the account and passwords, and the messages of SPEC §5 and §8 they and the
// sign-in forms say: only the sign-in forms, the account's forms and the server use them, so they are not in
// contract/rules.ts, which nearly every screen loads. Messages are verbatim from the spec; "ours" marks the few that are not.
import {
  ACCOUNT_NAME_MIN_EXCLUSIVE, INVITE_CODE_LENGTH, PASSWORD_CHANGE_MIN, PASSWORD_HINT_AFTER, PASSWORD_RESET_MIN,
  USERNAME_MIN,
} from './constants';
import { charCount } from './coreRules';
import { isEmail, MESSAGES } from './rules';

export const AUTH_MESSAGES = {
  // --- SPEC §5: registration ---
  invalidUsername: 'Invalid username, must be 6 or more characters. Letters numbers, dash and underscore allowed only.',
  passwordsDoNotMatch: 'Passwords do not match',
  /** ours: the spec only says the form stays hidden until the code has 8 characters */
  inviteCodeInvalid: 'Invalid invite code',
  /** ours: the spec sets no upper bound; the server must */
  usernameTooLong: 'Username must be 100 characters or fewer',
  /** ours: every password field must be filled in */
  passwordRequired: 'Password is required',
  /** ours: the spec sets no upper bound; the server must */
  passwordTooLong: 'Password must be 200 characters or fewer',

  // --- SPEC §5: account and passwords ---
  /** ours: SPEC §5 says the name is longer than 3 characters, without a message */
  accountNameTooShort: 'Name must be longer than 3 characters',
  /** ours: the account's name field is 'Name', as registration's is 'Username' (usernameTooLong) */
  accountNameTooLong: 'Name must be 100 characters or fewer',
  /** ours, phrased like the reset message: SPEC §5 gives no message for the 5-character minimum */
  passwordChangeMin: 'Passwords must be 5 characters or more.',
  passwordHint: 'Password does not match.',
  resetMin: 'Passwords must be 6 characters or more.',
  resetMatch: 'Passwords must match.',
  linkExpired: 'This link has expired.',
  linkInvalid: 'This link is invalid.',

  // --- SPEC §8: auth ---
  registrationError: 'Error with registration',
  loginAfterRegisterError: 'Error logging in',
  forgotSuccess: 'please check your email',
  forgotError: 'Error Finding Account',
  unhandledResetError: (first: string) => `Unhandled Error: ${first}`,
  resetUnknown: 'An Error occurred resetting your password. Please try again or contact support.',
  accountUnknown: 'Unknown Error, Contact Administrator.',
} as const;

/**
 * SPEC §5: letters, digits, dash or underscore, at least 6 characters.
 * Decision: "letters" means ASCII letters here; a username identifies a person to others, and
 * look-alike letters from other scripts would let one name pass for another.
 */
export function validateUsername(s: string): string | null {
  return s.length >= USERNAME_MIN && /^[A-Za-z0-9_-]+$/.test(s) ? null : AUTH_MESSAGES.invalidUsername;
}

/** SPEC §5, §4: the invite code input shows until the code has exactly 8 characters. */
export function isInviteCodeComplete(code: string): boolean {
  return charCount(code) === INVITE_CODE_LENGTH;
}

export interface RegistrationInput {
  beta_code: string;
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}
export type RegistrationField = 'beta_code' | 'name' | 'email' | 'password' | 'password_confirmation';
export interface FieldError<F extends string> {
  field: F;
  message: string;
}

/** SPEC §5: registration is checked in this order, and only the first failure is reported. */
export function validateRegistration(input: RegistrationInput): FieldError<RegistrationField> | null {
  // Decision (ours): the client never shows the form before the code has 8 characters, so a payload
  // with a code of another length did not come from the form; the server refuses it first.
  if (!isInviteCodeComplete(input.beta_code)) return { field: 'beta_code', message: AUTH_MESSAGES.inviteCodeInvalid };
  const name = validateUsername(input.name);
  if (name) return { field: 'name', message: name };
  // surrounding spaces are trimmed by emailSchema on the server, so the client forgives them too
  if (!isEmail(input.email.trim())) return { field: 'email', message: MESSAGES.invalidEmail };
  if (input.password !== input.password_confirmation) {
    return { field: 'password_confirmation', message: AUTH_MESSAGES.passwordsDoNotMatch };
  }
  // ours: SPEC §5 sets no minimum for a new password; the reset minimum keeps one-letter passwords out
  if ([...input.password].length < PASSWORD_RESET_MIN) return { field: 'password', message: AUTH_MESSAGES.resetMin };
  return null;
}

export interface AccountFields {
  name: string;
  email: string;
}
export interface AccountUpdateResult {
  name?: string;
  email?: string;
  unchanged?: true;
}

/** SPEC §5: the account name must be longer than 3 characters (surrounding spaces do not count). */
export function isAccountName(s: string): boolean {
  return charCount(s.trim()) > ACCOUNT_NAME_MIN_EXCLUSIVE;
}

/**
 * SPEC §5: the name is longer than 3 characters; the email matches a basic pattern; an update is
 * allowed only when something changed. Field errors come first; `unchanged` is set only for a valid
 * form equal to the current account (names compared trimmed, emails trimmed and case-insensitively,
 * as the server stores them). An empty object means: send it.
 */
export function validateAccountUpdate(cur: AccountFields, next: AccountFields): AccountUpdateResult {
  const result: AccountUpdateResult = {};
  if (!isAccountName(next.name)) result.name = AUTH_MESSAGES.accountNameTooShort;
  if (!isEmail(next.email.trim())) result.email = MESSAGES.invalidEmail;
  if (result.name || result.email) return result;
  const sameName = cur.name.trim() === next.name.trim();
  const sameEmail = cur.email.trim().toLowerCase() === next.email.trim().toLowerCase();
  return sameName && sameEmail ? { unchanged: true } : result;
}

export interface PasswordChangeInput {
  new_password: string;
  confirm_password: string;
}

/** SPEC §5: the new password is at least 5 characters and equals the confirmation. */
export function validatePasswordChange(p: PasswordChangeInput): string | null {
  if (charCount(p.new_password) < PASSWORD_CHANGE_MIN) return AUTH_MESSAGES.passwordChangeMin;
  if (p.new_password !== p.confirm_password) return AUTH_MESSAGES.passwordHint;
  return null;
}

/** SPEC §5: the hint 'Password does not match.' shows once the confirmation is longer than 7 characters. */
export function showPasswordHint(newPw: string, confirm: string): boolean {
  return charCount(confirm) > PASSWORD_HINT_AFTER && confirm !== newPw;
}

/** SPEC §5: at least 6 characters, then the two must match. */
export function validatePasswordReset(password: string, confirm: string): string | null {
  if (charCount(password) < PASSWORD_RESET_MIN) return AUTH_MESSAGES.resetMin;
  if (password !== confirm) return AUTH_MESSAGES.resetMatch;
  return null;
}
