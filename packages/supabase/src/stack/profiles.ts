import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { BUILDERS_PER_HOMEOWNER_PER_DAY, MIN_FILL_MS } from '@pond/core';
import { portFromEnv } from './ports.ts';

/** The repository root, found from this file so commands work from any folder. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const PACKAGE_ROOT = path.resolve(REPO_ROOT, 'packages/supabase');
export const MIGRATIONS_DIR = path.join(PACKAGE_ROOT, 'supabase/migrations');
export const BOOTSTRAP_SQL = path.join(PACKAGE_ROOT, 'local/bootstrap.sql');

/**
 * A local stack: where its data lives and which ports it takes. Development, tests and the
 * benchmark each have their own so they can run side by side. Ports follow the Supabase CLI's
 * (API 54321, database 54322) for development.
 */
export interface StackProfile {
  name: 'dev' | 'test' | 'bench' | 'mail-test';
  dataDir: string;
  ports: { api: number; db: number; rest: number };
  /** Start from an empty database every time (tests, benchmark). */
  fresh: boolean;
  /** PostgREST's max rows; Supabase's hosted default is 1000. */
  maxRows: number | null;
  /**
   * The quote form's minimum fill time the database enforces (private.form_limits). Scripts send forms
   * at machine speed, so the test and bench stacks take 0 (the test of the rule sets it back); the
   * development stack takes the product's own, or POND_FORM_MIN_FILL_MS (the journeys set 0: their
   * browser clock is fast-forwarded, the database's is not).
   */
  formMinFillMs: number;
  /**
   * How many builders one homeowner (an email or a phone) reaches a day (private.routing_limits): the
   * product's 9, or POND_BUILDERS_PER_HOMEOWNER on the development stack (the journeys send every
   * request with one phone number); scripts' stacks lift it (the test of the rule sets it back).
   */
  buildersPerHomeownerPerDay: number;
  /**
   * Acts one network (or listing) may make an hour (private.act_limits: claims, review submissions,
   * reports): null for the product's own (@pond/core ACT_LIMITS), or POND_ACTS_PER_HOUR for every kind
   * on the development stack (the journeys come from one machine; the database tests check the rule).
   */
  actsPerHour: number | null;
}

export function stackProfile(name: StackProfile['name']): StackProfile {
  // POND_DATA_DIR moves the development stack's data (the stack's own tests use a temporary folder).
  const dataDir =
    name === 'dev' && process.env.POND_DATA_DIR
      ? path.resolve(process.env.POND_DATA_DIR)
      : path.join(REPO_ROOT, '.local/supabase', name);
  switch (name) {
    case 'dev':
      return {
        name,
        dataDir,
        fresh: false,
        maxRows: 1000,
        formMinFillMs: minFillFromEnv(),
        buildersPerHomeownerPerDay: wholeNumberFromEnv(
          'POND_BUILDERS_PER_HOMEOWNER',
          BUILDERS_PER_HOMEOWNER_PER_DAY,
        ),
        actsPerHour: wholeNumberFromEnv('POND_ACTS_PER_HOUR', 0) || null,
        ports: {
          api: portFromEnv('POND_API_PORT', 54321),
          db: portFromEnv('POND_DB_PORT', 54322),
          rest: portFromEnv('POND_REST_PORT', 54323),
        },
      };
    // The scripts' stacks listen below Linux's ephemeral range (32768–60999): a port in it can be the
    // local end of any outgoing connection (another stack's pool, a browser's), and the job tests'
    // stack once found 57322 taken that way as the test run began.
    case 'test':
      return {
        name,
        dataDir,
        fresh: true,
        maxRows: 1000,
        formMinFillMs: 0,
        buildersPerHomeownerPerDay: 100_000,
        actsPerHour: null,
        ports: { api: 25321, db: 25322, rest: 25323 },
      };
    case 'mail-test':
      // The job worker's tests, beside the database tests' own stack.
      return {
        name,
        dataDir,
        fresh: true,
        maxRows: 1000,
        formMinFillMs: 0,
        buildersPerHomeownerPerDay: 100_000,
        actsPerHour: null,
        ports: { api: 27321, db: 27322, rest: 27323 },
      };
    case 'bench':
      // No row cap, so the spec's 'limit 5000' is measured as the spec wrote it.
      return {
        name,
        dataDir,
        fresh: true,
        maxRows: null,
        formMinFillMs: 0,
        buildersPerHomeownerPerDay: 100_000,
        actsPerHour: null,
        ports: { api: 26321, db: 26322, rest: 26323 },
      };
  }
}

const minFillFromEnv = () => wholeNumberFromEnv('POND_FORM_MIN_FILL_MS', MIN_FILL_MS);

function wholeNumberFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    throw new Error(`${name} must be a whole number (0 or more), not "${value}".`);
  }
  return number;
}
