import { describe, expect, it } from 'vitest';
import { JOB_POLICY, retriesInWords, retryWindowSeconds } from './job-policy.ts';

describe('the job queue policy', () => {
  it('says how long a webhook is retried, from the queue rule e^n seconds', () => {
    // e^1 + … + e^7 seconds between 8 tries.
    expect(retryWindowSeconds('deliver_webhook')).toBeCloseTo(1733.2, 0);
    expect(retriesInWords('deliver_webhook')).toBe('up to 7 more times over about 29 minutes');
  });
  it('caps each wait at e^10 seconds', () => {
    expect(retriesInWords('send_mail')).toBe('up to 9 more times over about 4 hours');
  });
  it('gives every task at least one try', () => {
    for (const policy of Object.values(JOB_POLICY)) expect(policy.attempts).toBeGreaterThanOrEqual(1);
  });
});
