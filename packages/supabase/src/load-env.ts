import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, where the README has staff keep `.env.local`. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Reads `.env.local`, then `.env`, at the repository root into process.env (Node's own parser).
 * What the environment already sets wins, so CI settings and one-off `VAR=… pnpm …` runs are kept.
 * Missing files are fine; a file that cannot be read or parsed stops with its name and the reason.
 * Returns the files it read.
 */
export function loadEnvFiles(root: string = REPO_ROOT): string[] {
  const read: string[] = [];
  for (const name of ['.env.local', '.env']) {
    const file = path.join(root, name);
    if (!existsSync(file)) continue;
    try {
      process.loadEnvFile(file);
    } catch (error) {
      throw new Error(`Could not read ${file}: ${(error as Error).message}. Fix or remove the file.`);
    }
    read.push(name);
  }
  return read;
}
