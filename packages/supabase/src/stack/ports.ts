import net from 'node:net';

/** Resolves when nothing listens on the port; a busy port gets a message that says what to do. */
export async function assertPortFree(port: number, what: string, hint: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} for ${what} is already in use. ${hint}`)
          : new Error(`Cannot use port ${port} for ${what}: ${error.message}`),
      );
    });
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops a process left by a killed run: TERM, then KILL if it will not go within the timeout. */
export async function stopProcess(pid: number, timeoutMs = 5000): Promise<void> {
  if (!isProcessAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (isProcessAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
}

/** A port number from an environment variable, the fallback when unset; anything else is refused. */
export function portFromEnv(envName: string, fallback: number): number {
  const raw = process.env[envName];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${envName}=${raw} is not a port number (1-65535).`);
  }
  return value;
}
