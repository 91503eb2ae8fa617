import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/stack/profiles.ts';
import { sql } from './sql.ts';

// `pnpm partner:create` against the running test stack, as staff would run it.
const run = promisify(execFile);
const stamp = Date.now();
const create = (args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/partners/cli.ts', ...args], {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, POND_STACK: 'test', SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '' },
  });

afterAll(async () => {
  await sql('delete from public.email_outbox where to_email = $1', [`cli-${stamp}@example.com`]);
  await sql('delete from public.partner_applications where email = $1', [`cli-${stamp}@example.com`]);
  await sql('delete from public.partners where email = $1', [`cli-${stamp}@example.com`]);
});

describe('pnpm partner:create', () => {
  it('makes an approved partner and queues its mails', async () => {
    const { stdout } = await create([
      '--business',
      `Cli Ponds ${stamp}`,
      '--contact',
      'Cli Tester',
      '--email',
      `cli-${stamp}@example.com`,
      '--website',
      'cli.example',
      '--kind',
      'pond-shop',
      '--widget',
      'pond-quote-form',
      '--id',
      `cli-${stamp}`,
    ]);
    expect(stdout).toContain(`Created partner cli-${stamp} for Cli Ponds ${stamp}`);
    expect(await sql('select status from public.partners where id = $1', [`cli-${stamp}`])).toEqual([
      { status: 'active' },
    ]);
    expect(
      (
        await sql<{ template: string }>(
          'select template from public.email_outbox where to_email = $1 order by created_at',
          [`cli-${stamp}@example.com`],
        )
      ).map((row) => row.template),
    ).toEqual(['partner-application-received', 'partner-approved']);
  });

  it('says what is wrong with its arguments and how to call it, and makes nothing', async () => {
    const failed = await create(['--business', 'X', '--email', 'nope']).catch((error) => error);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain('--business: Please enter your business name');
    expect(failed.stderr).toContain('--email: Please enter a valid email address');
    expect(failed.stderr).toContain('Usage: pnpm partner:create');
  });
});
