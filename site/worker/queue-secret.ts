// The job queue's calls to the Worker (purges, photo files) carry the secret both hold
// (POND_PURGE_TOKEN) as a bearer token.

/** Whether the request carries the queue's secret, compared in time that does not depend on where they differ. */
export async function fromTheQueue(request: Request, token: string): Promise<boolean> {
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([
    digest(request.headers.get('authorization') ?? ''),
    digest(`Bearer ${token}`),
  ]);
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a[index]! ^ b[index]!;
  return difference === 0;
}
