import { describe, expect, it } from 'vitest';
import { PondDataError } from './errors.ts';

describe('PondDataError', () => {
  it('speaks our own codes, not the database’s', () => {
    expect(new PondDataError('x', { field: 'email', cause: { code: '23514', message: '' } }).code).toBe(
      'invalid_field',
    );
    expect(new PondDataError('x', { cause: { code: '42501', message: 'permission denied' } }).code).toBe(
      'forbidden',
    );
    expect(new PondDataError('x', { cause: { code: '', message: 'TypeError: fetch failed' } }).code).toBe(
      'unavailable',
    );
    expect(new PondDataError('x', { cause: { code: 'PGRST002', message: 'no schema cache' } }).code).toBe(
      'unavailable',
    );
    expect(new PondDataError('x', { cause: { code: '23505', message: 'duplicate' } }).code).toBe('failed');
    expect(new PondDataError('x', { code: 'rate_limited' }).code).toBe('rate_limited');
  });
});
