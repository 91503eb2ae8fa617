import { afterAll, describe, expect, it } from 'vitest';
import { startQuoteForm } from '../src/index.ts';
import { clientAs, ROLES, type Role } from './clients.ts';
import { liftLeadLimitsForThisFile, sql } from './sql.ts';

type Operation = 'select' | 'insert' | 'update' | 'delete';
type Table =
  | 'contractors'
  | 'cities'
  | 'lead_submissions'
  | 'pond_planner_submissions'
  | 'email_outbox'
  | 'zip_codes'
  | 'partner_applications'
  | 'partners';

let serial = 0;
// This file is about who may insert, not how often: earlier files may already have spent this
// address's hourly allowance of quote requests, so the limit is lifted here and put back after.
liftLeadLimitsForThisFile();
const lead = () => ({
  name: 'Rls Tester',
  email: `rls-${++serial}@example.com`,
  phone: '5125550100',
  project_type: 'Other',
  source: 'test:rls',
});
const plan = () => ({
  name: 'Rls Tester',
  email: 'rls@example.com',
  pond_type: 'koi',
  length: 10,
  width: 8,
  depth: 3,
  state: 'TX',
  sun_exposure: 'full-sun',
  budget: 'not-sure',
  timeline: 'planning-only',
  cost_estimate_min: 1000,
  cost_estimate_max: 2000,
  source: 'test:rls',
});
const newRow: Record<Table, () => Record<string, unknown>> = {
  contractors: () => ({ name: `Rls Ponds ${++serial} ${Date.now()}`, city: 'Austin', state: 'TX' }),
  cities: () => ({
    city_name: `Rls City ${++serial}`,
    state_code: 'TX',
    slug: `rls-city-${serial}-${Date.now()}`,
  }),
  lead_submissions: lead,
  pond_planner_submissions: plan,
  email_outbox: () => ({ template: 'planner-copy', to_email: 'rls@example.com', to_name: 'Rls Tester' }),
  zip_codes: () => ({
    zip: String(99000 + ++serial),
    city: 'Nowhere',
    state: 'TX',
    latitude: 30,
    longitude: -97,
  }),
  partner_applications: () => ({
    business_name: 'Rls Gardens',
    contact_name: 'Rls Tester',
    email: `rls-${++serial}@example.com`,
    websites: ['https://rls.example'],
    business_kind: 'other',
    widgets: ['pond-quote-form'],
  }),
  partners: () => ({
    id: `rls-partner-${++serial}-${Date.now()}`,
    business_name: 'Rls Gardens',
    contact_name: 'Rls Tester',
    email: 'rls@example.com',
  }),
};

/** The expected matrix: who may do what. service_role bypasses RLS, as on Supabase. */
const allowed: Record<Table, Record<Operation, readonly Role[]>> = {
  contractors: {
    select: ['anon', 'authenticated', 'staff', 'service'],
    insert: ['staff', 'service'],
    update: ['staff', 'service'],
    delete: ['service'],
  },
  cities: {
    select: ['anon', 'authenticated', 'staff', 'service'],
    insert: ['service'],
    update: ['service'],
    delete: ['service'],
  },
  lead_submissions: {
    select: ['staff', 'service'],
    insert: ['anon', 'authenticated', 'staff', 'service'],
    update: ['service'],
    delete: ['service'],
  },
  // Plans arrive only through save_pond_plan, which applies the request limits.
  pond_planner_submissions: {
    select: ['staff', 'service'],
    insert: ['service'],
    update: ['service'],
    delete: ['service'],
  },
  // Only save_pond_plan queues mail (as its owner); staff read what is queued and sent.
  email_outbox: {
    select: ['staff', 'service'],
    insert: ['service'],
    update: ['service'],
    delete: ['service'],
  },
  zip_codes: {
    select: ['anon', 'authenticated', 'staff', 'service'],
    insert: ['service'],
    update: ['service'],
    delete: ['service'],
  },
  // Applications arrive through apply_as_partner and are decided through staff functions only.
  partner_applications: {
    select: ['staff', 'service'],
    insert: ['service'],
    update: ['service'],
    delete: ['service'],
  },
  partners: {
    select: ['staff', 'service'],
    insert: ['service'],
    update: ['service'],
    delete: ['service'],
  },
};

/** The text column an update changes and the check reads back. */
const NAME_COLUMN: Record<Table, string> = {
  contractors: 'name',
  cities: 'city_name',
  lead_submissions: 'name',
  pond_planner_submissions: 'name',
  email_outbox: 'to_name',
  zip_codes: 'city',
  partner_applications: 'contact_name',
  partners: 'contact_name',
};

/** Inserts a row as the owner for update and delete to aim at; returns its key. */
async function ownerRow(table: Table): Promise<{ column: string; value: string }> {
  const row = newRow[table]();
  const columns = Object.keys(row);
  const key = table === 'zip_codes' ? 'zip' : 'id';
  const [inserted] = await sql<Record<string, string>>(
    `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning ${key}::text as key`,
    Object.values(row),
  );
  return { column: key, value: inserted!.key! };
}

async function attempt(role: Role, table: Table, operation: Operation): Promise<boolean> {
  const client = await clientAs(role);
  if (operation === 'select') {
    const target = await ownerRow(table);
    const { data, error } = await client.from(table).select('*').eq(target.column, target.value);
    return !error && (data?.length ?? 0) === 1;
  }
  if (operation === 'insert') {
    const row = newRow[table]();
    // A quote request carries the form's signed start, as the form sends it.
    if (table === 'lead_submissions') row.form_token = await startQuoteForm(client);
    const { error } = await client.from(table).insert(row as never);
    return !error;
  }
  const target = await ownerRow(table);
  if (operation === 'update') {
    // Unique per attempt: contractors are unique by name + city + state.
    const changed = `Changed ${++serial}`;
    const change =
      table === 'zip_codes'
        ? { city: changed }
        : table === 'cities'
          ? { city_name: changed }
          : table === 'email_outbox'
            ? { to_name: changed }
            : table === 'partner_applications' || table === 'partners'
              ? { contact_name: changed }
              : { name: changed };
    await client
      .from(table)
      .update(change as never)
      .eq(target.column, target.value);
  } else {
    await client.from(table).delete().eq(target.column, target.value);
  }
  // RLS hides rows rather than failing, so ask the database what happened.
  const [row] = await sql<{ name: string | null }>(
    `select ${NAME_COLUMN[table]} as name from public.${table} where ${target.column}::text = $1`,
    [target.value],
  );
  return operation === 'update' ? row?.name?.startsWith('Changed') === true : row === undefined;
}

describe('row-level security matrix: table × role × operation', () => {
  afterAll(async () => {
    // Leave the shared test database as the seed made it for the other test files.
    await sql(`delete from public.cities where slug like 'rls-city-%' or city_name like 'Changed %'`);
    await sql(`delete from public.zip_codes where city in ('Nowhere') or city like 'Changed %'`);
    await sql(`delete from public.partner_applications where business_name = 'Rls Gardens'`);
    await sql(`delete from public.partners where business_name = 'Rls Gardens'`);
  });

  for (const table of Object.keys(allowed) as Table[]) {
    for (const operation of ['select', 'insert', 'update', 'delete'] as const) {
      for (const role of ROLES) {
        const expected = allowed[table][operation].includes(role);
        it(`${table}: ${role} ${expected ? 'may' : 'may not'} ${operation}`, async () => {
          expect(await attempt(role, table, operation)).toBe(expected);
        });
      }
    }
  }
});

describe('row-level security is on everywhere', () => {
  it('every table of the public schema has RLS enabled', async () => {
    const tables = await sql<{ table: string; rls: boolean }>(
      `select c.relname as table, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    );
    expect(tables.length).toBeGreaterThanOrEqual(5);
    expect(tables.filter((table) => !table.rls).map((table) => table.table)).toEqual([]);
  });

  it('anonymous visitors cannot call the staff functions', async () => {
    const anon = await clientAs('anon');
    expect((await anon.rpc('refresh_cities')).error?.code).toBe('42501');
    expect((await anon.rpc('import_contractors', { p_records: [] })).error?.code).toBe('42501');
    const user = await clientAs('authenticated');
    expect((await user.rpc('import_contractors', { p_records: [] })).error?.code).toBe('42501');
    for (const client of [anon, user]) {
      const id = '00000000-0000-4000-8000-000000000000';
      expect((await client.rpc('approve_partner_application', { p_application: id })).error?.code).toBe(
        '42501',
      );
      expect(
        (await client.rpc('decline_partner_application', { p_application: id, p_reason: 'No' })).error?.code,
      ).toBe('42501');
      expect(
        (await client.rpc('set_partner_status', { p_partner: 'x', p_status: 'active' })).error?.code,
      ).toBe('42501');
    }
  });
});
