import { ACT_LIMITS } from '@pond/core';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_CONTRACTOR_COUNT, generateContractors } from '../seed/generate-contractors.ts';
import { loadContractors, loadZipCodes } from '../seed/load-seed.ts';
import { generateSampleQuotes, loadSampleQuotes, seedBuilders } from '../seed/sample-quotes.ts';
import { usZipCodes } from '../seed/zip-codes.ts';
import { startGateway } from './gateway.ts';
import { applyMigrations, bootstrapSupabaseRoles } from './migrate.ts';
import { assertPortFree, isProcessAlive, stopProcess } from './ports.ts';
import { leftoverPostmaster, startPostgres, withClient } from './postgres.ts';
import { startPostgrest } from './postgrest.ts';
import { stackProfile, type StackProfile } from './profiles.ts';
import { loadOrCreateSecrets, mintKeys, type StackKeys } from './secrets.ts';

/** What a running local stack tells its users: where it is and the keys it accepts. */
export interface StackInfo extends StackKeys {
  profile: StackProfile['name'];
  /** Like a Supabase project URL: the API is under /rest/v1. */
  url: string;
  dbUrl: string;
  pids: { owner: number; postgres?: number; postgrest?: number };
}

export interface LocalStack extends StackInfo {
  stop(): Promise<void>;
  /**
   * Stops PostgREST or PostgreSQL, as an outage would (for the fault benchmarks); the function it
   * returns starts that service again on the same port and data.
   */
  interrupt(service: 'postgrest' | 'postgres'): Promise<() => Promise<void>>;
}

const stateFile = (profile: StackProfile) => path.join(profile.dataDir, 'stack.json');

/** While this file exists the stack's API answers as if its database were down (see startGateway). */
export const outageFile = (profile: StackProfile) => path.join(profile.dataDir, 'database-down');

/** The running stack of a profile, or undefined when none runs. */
export async function readRunningStack(name: StackProfile['name']): Promise<StackInfo | undefined> {
  const file = stateFile(stackProfile(name));
  if (!existsSync(file)) return undefined;
  const info = JSON.parse(await readFile(file, 'utf8')) as StackInfo;
  return isProcessAlive(info.pids.owner) ? info : undefined;
}

/** Stops what a killed run left behind: PostgreSQL (found by its lock file) and PostgREST (by its pid). */
async function clearOrphans(profile: StackProfile, log: (line: string) => void): Promise<void> {
  const postmaster = await leftoverPostmaster(path.join(profile.dataDir, 'postgres'));
  const file = stateFile(profile);
  const info = existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as StackInfo) : undefined;
  if (info && isProcessAlive(info.pids.owner) && info.pids.owner !== process.pid) {
    throw new Error(
      `A local ${profile.name} stack is already running (pid ${info.pids.owner}) at ${info.url}. ` +
        'Use it, or stop it with Ctrl-C in its terminal first.',
    );
  }
  if (postmaster) {
    log(`Stopping a PostgreSQL server (pid ${postmaster}) left running by an earlier run...`);
    await stopProcess(postmaster, 10_000);
  }
  if (!info) return;
  if (info.pids.postgrest && isProcessAlive(info.pids.postgrest)) {
    log(`Stopping a PostgREST (pid ${info.pids.postgrest}) left running by an earlier run...`);
    await stopProcess(info.pids.postgrest);
  }
  await rm(file, { force: true });
}

/**
 * Starts PostgreSQL, applies the bootstrap and the migrations, loads the seed once, starts
 * PostgREST and the /rest/v1 gateway. Stopping stops all three.
 */
export async function startLocalStack(
  options: {
    profile?: StackProfile['name'];
    contractors?: number;
    log?: (line: string) => void;
    /**
     * Keep a fresh profile's database when it was seeded with as many contractors (a benchmark's
     * million takes some 18 minutes to seed); migrations since are applied as usual.
     */
    reuseSeed?: boolean;
  } = {},
): Promise<LocalStack> {
  const profile = stackProfile(options.profile ?? 'dev');
  const log = options.log ?? ((line: string) => console.log(line));
  await clearOrphans(profile, log);
  const count = options.contractors ?? DEFAULT_CONTRACTOR_COUNT;
  const seedMark = path.join(profile.dataDir, 'seeded-contractors');
  const reuse =
    options.reuseSeed && existsSync(seedMark) && (await readFile(seedMark, 'utf8')).trim() === String(count);
  if (profile.fresh && !reuse) await rm(profile.dataDir, { recursive: true, force: true });
  await mkdir(profile.dataDir, { recursive: true });
  // An outage a killed journey left behind ends with the stack it was made for.
  await rm(outageFile(profile), { force: true });

  const hint =
    profile.name === 'dev'
      ? 'Another program (or another local stack) is using it: stop that, or pick free ports with POND_API_PORT, POND_DB_PORT and POND_REST_PORT.'
      : `Another ${profile.name} run may still be going: wait for it to finish or stop it.`;
  await assertPortFree(profile.ports.db, 'PostgreSQL', hint);
  await assertPortFree(profile.ports.rest, 'PostgREST', hint);
  await assertPortFree(profile.ports.api, 'the API gateway', hint);

  const secrets = await loadOrCreateSecrets(profile.dataDir);
  const startDatabase = () =>
    startPostgres({
      clusterDir: path.join(profile.dataDir, 'postgres'),
      port: profile.ports.db,
      password: secrets.postgresPassword,
    });
  let postgres = await startDatabase();
  const stops: (() => Promise<void>)[] = [() => postgres.stop()];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    await rm(stateFile(profile), { force: true });
  };

  try {
    await withClient(postgres.connectionString, async (client) => {
      await bootstrapSupabaseRoles(client, secrets.authenticatorPassword);
      const applied = await applyMigrations(client);
      if (applied.length > 0) log(`Applied ${applied.length} migration(s).`);
      await client.query('update private.form_limits set min_fill_ms = $1', [profile.formMinFillMs]);
      await client.query('update private.routing_limits set builders_per_homeowner_per_day = $1', [
        profile.buildersPerHomeownerPerDay,
      ]);
      for (const [kind, perHour] of Object.entries(ACT_LIMITS))
        await client.query('update private.act_limits set per_hour = $2 where kind = $1', [
          kind,
          profile.actsPerHour ?? perHour,
        ]);
      const seeded = await client.query('select 1 from supabase_migrations.local_seed limit 1');
      if (seeded.rowCount === 0) {
        const started = Date.now();
        const zips = usZipCodes();
        await loadZipCodes(client, zips);
        // The benchmark's builders state service areas, as real ones do; the others' pages stay as tests know them.
        await loadContractors(client, generateContractors(zips, { count, areas: profile.name === 'bench' }));
        await client.query('insert into supabase_migrations.local_seed (contractors) values ($1)', [count]);
        await writeFile(seedMark, String(count));
        log(`Loaded the seed: ${zips.length} ZIP codes, ${count} contractors (${Date.now() - started} ms).`);
      }
      // A stack seeded before the cost guide gets its sample quotes too.
      const sampled = await client.query('select 1 from private.cost_quotes where sample limit 1');
      if (sampled.rowCount === 0) {
        const samples = generateSampleQuotes(await seedBuilders(client));
        await loadSampleQuotes(client, samples);
        log(`Loaded ${samples.length} sample quotes for the cost guide (marked sample; local only).`);
      }
    });

    const startApi = () =>
      startPostgrest({
        dbUri: `postgres://authenticator:${secrets.authenticatorPassword}@127.0.0.1:${profile.ports.db}/postgres`,
        port: profile.ports.rest,
        jwtSecret: secrets.jwtSecret,
        maxRows: profile.maxRows,
        log,
      });
    let postgrest = await startApi();
    stops.push(() => postgrest.stop());
    const gateway = await startGateway({
      port: profile.ports.api,
      restPort: profile.ports.rest,
      dbUrl: postgres.connectionString,
      jwtSecret: secrets.jwtSecret,
      outageFile: outageFile(profile),
    });
    stops.push(() => gateway.stop());

    const info: StackInfo = {
      profile: profile.name,
      url: gateway.url,
      dbUrl: postgres.connectionString,
      pids: { owner: process.pid, postgres: postgres.pid, postgrest: postgrest.process.pid },
      ...(await mintKeys(secrets.jwtSecret)),
    };
    await writeFile(stateFile(profile), JSON.stringify(info, null, 2), { mode: 0o600 });
    const interrupt = async (service: 'postgrest' | 'postgres') => {
      if (service === 'postgrest') {
        await postgrest.stop();
        return async () => {
          postgrest = await startApi();
        };
      }
      await postgres.stop();
      return async () => {
        postgres = await startDatabase();
      };
    };
    return { ...info, stop: stopAll, interrupt };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
