// `pnpm staff:create EMAIL`: creates a staff account that can sign in at /admin/import.
// The password comes from POND_STAFF_PASSWORD or is asked for twice (not shown as typed); there is
// no default. Against a hosted project it needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY; without
// them it uses the running local stack.
import { read } from 'read';
import { adminClient } from '../admin-client.ts';
import { STAFF_PASSWORD_MIN, createStaffUser } from './create-staff-user.ts';

const email = process.argv.slice(2).find((arg) => arg !== '--' && !arg.startsWith('-'));
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error(
    'Usage: pnpm staff:create EMAIL   (the password is asked for, or taken from POND_STAFF_PASSWORD)',
  );
  process.exit(2);
}

async function password(): Promise<string> {
  const given = process.env.POND_STAFF_PASSWORD;
  if (given) return given;
  if (!process.stdin.isTTY)
    throw new Error('Set POND_STAFF_PASSWORD, or run this in a terminal to type the password.');
  const first = await read({
    prompt: `Password for ${email} (at least ${STAFF_PASSWORD_MIN} characters): `,
    silent: true,
    replace: '*',
  });
  const again = await read({ prompt: 'The same password again: ', silent: true, replace: '*' });
  if (first !== again) throw new Error('The two passwords differ; nothing was created.');
  return first;
}

try {
  const user = await createStaffUser(await adminClient('Creating staff'), {
    email,
    password: await password(),
  });
  console.log(`Created staff user ${user.email} (${user.id}). Sign in at /admin/import.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
