#!/usr/bin/env node
// `pnpm habits`: habits we keep at zero in CI. Each is a `git grep` over the tracked
// files; a hit prints where it is and fails the run. What each one means, and what to do instead:
import { execFileSync } from 'node:child_process';

const TESTS = ['*.test.ts', '*.test.tsx', 'tests/**', 'packages/*/test/**', '*.stories.tsx'];
const HABITS = [
  {
    name: 'networkidle (wait on a fact: tests/e2e/ready.ts, hydrated() or settled())',
    pattern: 'networkidle',
    paths: ['.', ':!*.md', ':!scripts/habits.mjs'],
  },
  {
    name: 'a fixed sleep in a test (poll the job table, the mailbox or the page: expect.poll, vi.waitFor)',
    pattern: String.raw`waitForTimeout|(^|[^.])\bsetTimeout\(`,
    paths: TESTS.filter((path) => !path.includes('stories')),
  },
  {
    name: 'toBeTruthy() on a located element (it asserts nothing getBy does not: toBeVisible, toHaveText)',
    pattern: String.raw`(getBy|findBy|queryBy|locator)[A-Za-z]*\(.*\.toBeTruthy\(\)`,
    paths: TESTS,
  },
  {
    name: 'raw SQL outside @pond/supabase and the migrations (add a typed function to @pond/supabase)',
    pattern: String.raw`\.query(<[^>]*>)?\(|\bsql\x60`,
    // Tests and benches arrange and read their data in the database directly; the product never does.
    paths: [
      '.',
      ':!scripts/habits.mjs',
      ':!packages/supabase/**',
      ':!*.sql',
      ':!*.md',
      ...TESTS.map((path) => `:!${path}`),
      ':!**/bench/**',
      ':!site/scripts/bench-*',
    ],
  },
  {
    name: 'React Router internals outside site/app/lib/router-internals.ts (a router upgrade reads one file)',
    pattern: String.raw`UNSAFE_|__reactRouter`,
    paths: ['site/app', ':!site/app/lib/router-internals.ts'],
  },
  {
    name: 'an issue number in a comment (say why the code is as it is; which issue asked for it is in git log)',
    // A comment marker (//, /*, a block comment's *, <!--, or -- and # before a space), then later on
    // the same line "issue" or "issues", maybe a "#", and a number. Landed migrations never change.
    pattern: String.raw`(//|/\*|^[[:space:]]*\*|<!--|(^|[[:space:]])(--|#)[[:space:]]).*\bissues? ?#?[0-9]+`,
    flags: ['-i', '-I'],
    paths: [
      ...[
        'ts',
        'tsx',
        'js',
        'jsx',
        'mjs',
        'cjs',
        'sql',
        'css',
        'html',
        'sh',
        'yml',
        'yaml',
        'jsonc',
        'toml',
      ].map((ext) => `*.${ext}`),
      ':!packages/supabase/supabase/migrations',
    ],
  },
];

let failed = false;
for (const habit of HABITS) {
  let hits = '';
  try {
    hits = execFileSync(
      'git',
      ['grep', '-n', '-E', ...(habit.flags ?? []), habit.pattern, '--', ...habit.paths],
      {
        encoding: 'utf8',
      },
    );
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if (error.status !== 1) throw error;
  }
  const lines = hits.split('\n').filter(Boolean);
  console.log(`${lines.length === 0 ? 'ok  ' : 'FAIL'} ${lines.length} × ${habit.name}`);
  for (const line of lines) console.log(`       ${line}`);
  if (lines.length) failed = true;
}
if (failed) {
  console.error('Some habits came back: see above for where, and what to do instead.');
  process.exit(1);
}
