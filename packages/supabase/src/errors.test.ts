import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATABASE_REASONS } from './database-reasons.ts';
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

  it('carries the database’s reason from one list, which names every hint the migrations raise', () => {
    const dir = new URL('../supabase/migrations/', import.meta.url);
    const raised = new Set(
      readdirSync(dir)
        .filter((file) => file.endsWith('.sql'))
        .flatMap((file) => {
          const text = readFileSync(new URL(file, dir), 'utf8');
          // Raised directly, or by the limiter of acts with the hint as its last argument.
          return [
            ...text.matchAll(/hint = '([a-z_]+)'/g),
            ...text.matchAll(/private\.limit_act\([^;]*'([a-z_]+)'\);/g),
          ];
        })
        .map((match) => match[1]!),
    );
    expect([...raised].sort()).toEqual([...DATABASE_REASONS].sort());
    const error = new PondDataError('Any words', {
      cause: { code: 'P0001', message: 'x', hint: 'lead_choice_closed' },
    });
    expect(error.reason).toBe('lead_choice_closed');
    expect(
      new PondDataError('x', { cause: { code: 'P0001', message: 'x', hint: 'not ours' } }).reason,
    ).toBeUndefined();
  });
});
