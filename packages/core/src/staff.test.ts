import { describe, expect, it } from 'vitest';
import { isStaffAccount, signInProblem } from './staff.ts';

describe('staff accounts', () => {
  it('are users whose server-set app_metadata says staff', () => {
    expect(isStaffAccount({ app_metadata: { role: 'staff' } })).toBe(true);
    expect(isStaffAccount({ app_metadata: {} })).toBe(false);
    expect(isStaffAccount({ app_metadata: { role: 'Staff' } })).toBe(false);
    expect(isStaffAccount(null)).toBe(false);
  });

  it('explain a failed sign-in without saying which of email or password was wrong', () => {
    expect(signInProblem('invalid_credentials')).toBe('That email and password do not match an account.');
    expect(signInProblem(undefined)).toMatch(/could not reach the sign-in service/);
  });
});
