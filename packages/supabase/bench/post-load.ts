// The benchmarks' one load generator: POSTs through the path browsers use (the stack's gateway, the
// anon key), `concurrency` at a time, and every answer's latency for the percentiles.
import autocannon from 'autocannon';
import type { LocalStack } from '../src/local.ts';

export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

export interface LoadRun {
  result: autocannon.Result;
  /** Every answer's latency in ms, sorted. */
  latencies: number[];
}

/** `amount` POSTs to `path`; `request(n)` gives the n-th its body and, optionally, its page's origin. */
export async function postLoad(
  stack: LocalStack,
  path: string,
  amount: number,
  request: (n: number) => { body: string; origin?: string },
): Promise<LoadRun> {
  let n = 0;
  const latencies: number[] = [];
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: `${stack.url}${path}`,
        method: 'POST',
        connections: CONCURRENCY,
        amount,
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${stack.anonKey}`,
          'content-type': 'application/json',
          prefer: 'return=minimal',
        },
        requests: [
          {
            setupRequest: (sent) => {
              const { body, origin } = request(n++);
              return { ...sent, body, headers: origin ? { ...sent.headers, origin } : sent.headers };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance!.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await finished;
  return { result, latencies: latencies.sort((a, b) => a - b) };
}

/** The p-th percentile of sorted latencies, to one decimal. */
export const percentile = (sorted: number[], p: number) =>
  Number(
    (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN).toFixed(1),
  );
