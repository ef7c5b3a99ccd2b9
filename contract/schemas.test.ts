import { MESSAGES } from './rules';
import { AUTH_MESSAGES, validateRegistration } from './authRules';
import {
  accountUpdateSchema, changePasswordSchema, emailSchema, loginSchema, passwordSchema, registerSchema, resetPasswordSchema,
} from './schemas';

describe('request schemas', () => {
  const firstIssue = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
    const issue = r.error?.issues[0];
    return issue ? { path: issue.path.join('.'), message: issue.message } : null;
  };

  describe('emailSchema', () => {
    test('trims and lower-cases', () => {
      expect(emailSchema.parse('  Cook@Example.COM ')).toBe('cook@example.com');
    });

    test.each([
      ['not-an-email'],
      [''],
      [`${'a'.repeat(250)}@b.co`],
    ])('refuses %p with the spec message', (s) => {
      expect(firstIssue(emailSchema.safeParse(s))).toEqual({ path: '', message: MESSAGES.invalidEmail });
    });

    test('refuses a non-string', () => {
      expect(emailSchema.safeParse(42).success).toBe(false);
    });
  });

  test.each([
    ['', false],
    ['x', true],
    ['x'.repeat(200), true],
    ['x'.repeat(201), false],
  ])('passwordSchema %#', (s, ok) => {
    expect(passwordSchema.safeParse(s).success).toBe(ok);
  });

  describe('registerSchema', () => {
    const body = { name: 'cook_99', email: ' Cook@Example.com', password: 'secret1', password_confirmation: 'secret1', beta_code: 'ABCD1234' };

    test('parses, normalises the email and strips unknown keys', () => {
      expect(registerSchema.parse({ ...body, admin: true })).toEqual({ ...body, email: 'cook@example.com' });
    });

    test.each([
      [{ beta_code: 'ABC' }, 'beta_code', AUTH_MESSAGES.inviteCodeInvalid],
      [{ name: 'x', email: 'bad' }, 'name', AUTH_MESSAGES.invalidUsername],
      [{ email: 'bad', password_confirmation: 'other' }, 'email', MESSAGES.invalidEmail],
      [{ password_confirmation: 'other' }, 'password_confirmation', AUTH_MESSAGES.passwordsDoNotMatch],
      [{ password: '', password_confirmation: '' }, 'password', AUTH_MESSAGES.resetMin],
      [{ password: 'abcde', password_confirmation: 'abcde' }, 'password', AUTH_MESSAGES.resetMin],
      [{ name: 'x', password: '', password_confirmation: '' }, 'name', AUTH_MESSAGES.invalidUsername],
    ])('answers the client\'s first message: %p', (patch, path, message) => {
      const input = { ...body, ...patch };
      expect(firstIssue(registerSchema.safeParse(input))).toEqual({ path, message });
      expect(validateRegistration(input)).toEqual({ field: path, message });
    });

    test('refuses wrong types', () => {
      expect(registerSchema.safeParse({ ...body, beta_code: 12345678 }).success).toBe(false);
      expect(registerSchema.safeParse({ ...body, name: undefined }).success).toBe(false);
    });
  });

  describe('loginSchema', () => {
    test('parses', () => {
      expect(loginSchema.parse({ email: 'A@B.co', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
    });

    test.each([
      [{ email: 'a@b.co', password: '' }, 'password', AUTH_MESSAGES.passwordRequired],
      [{ email: 'ab', password: 'x' }, 'email', MESSAGES.invalidEmail],
    ])('%p', (input, path, message) => {
      expect(firstIssue(loginSchema.safeParse(input))).toEqual({ path, message });
    });
  });

  describe('resetPasswordSchema', () => {
    const body = { email: 'a@b.co', password: 'secret1', password_confirmation: 'secret1', token: 't0k' };

    test('parses', () => {
      expect(resetPasswordSchema.parse(body)).toEqual(body);
    });

    test.each([
      [{ password: 'abc', password_confirmation: 'abc' }, 'password', AUTH_MESSAGES.resetMin],
      [{ password: '', password_confirmation: '' }, 'password', AUTH_MESSAGES.resetMin],
      [{ password_confirmation: 'secret2' }, 'password_confirmation', AUTH_MESSAGES.resetMatch],
      [{ token: '' }, 'token', AUTH_MESSAGES.linkInvalid],
    ])('%p', (patch, path, message) => {
      expect(firstIssue(resetPasswordSchema.safeParse({ ...body, ...patch }))).toEqual({ path, message });
    });
  });

  describe('changePasswordSchema', () => {
    const body = { current_password: 'old', new_password: 'abcde', confirm_password: 'abcde' };

    test('parses', () => {
      expect(changePasswordSchema.parse(body)).toEqual(body);
    });

    test.each([
      [{ new_password: 'abcd', confirm_password: 'abcd' }, 'new_password', AUTH_MESSAGES.passwordChangeMin],
      [{ confirm_password: 'abcdf' }, 'new_password', AUTH_MESSAGES.passwordHint],
      [{ current_password: '' }, 'current_password', AUTH_MESSAGES.passwordRequired],
    ])('%p', (patch, path, message) => {
      expect(firstIssue(changePasswordSchema.safeParse({ ...body, ...patch }))).toEqual({ path, message });
    });
  });

  describe('accountUpdateSchema', () => {
    test('parses, trimming the name and normalising the email', () => {
      expect(accountUpdateSchema.parse({ name: ' Alice ', email: 'Alice@Example.com' })).toEqual({ name: 'Alice', email: 'alice@example.com' });
    });

    test.each([
      [{ name: 'Abc', email: 'a@b.co' }, 'name', AUTH_MESSAGES.accountNameTooShort],
      [{ name: '  Abc  ', email: 'a@b.co' }, 'name', AUTH_MESSAGES.accountNameTooShort],
      [{ name: 'Abcd', email: 'a@b' }, 'email', MESSAGES.invalidEmail],
      [{ name: 'x'.repeat(101), email: 'a@b.co' }, 'name', AUTH_MESSAGES.accountNameTooLong],
    ])('%p', (input, path, message) => {
      expect(firstIssue(accountUpdateSchema.safeParse(input))).toEqual({ path, message });
    });

    test('refuses wrong types', () => {
      expect(accountUpdateSchema.safeParse({ name: 1234, email: 'a@b.co' }).success).toBe(false);
    });
  });
});
