import { describe, expect, it } from 'vitest';
import {
  PREVIOUS_WEBHOOK_HEADERS,
  PREVIOUS_WEBHOOK_SIGNING_ENDS,
  WEBHOOK_HEADERS,
  WEBHOOK_VERIFY_EXAMPLE,
  keepsPreviousSigning,
} from './webhooks.ts';

describe('signed webhooks', () => {
  it('carry the Standard Webhooks headers', () => {
    expect(WEBHOOK_HEADERS).toEqual({
      id: 'webhook-id',
      timestamp: 'webhook-timestamp',
      signature: 'webhook-signature',
    });
    expect(
      Object.values(PREVIOUS_WEBHOOK_HEADERS).every((header) => header.startsWith('pond-webhook-')),
    ).toBe(true);
  });

  it('keep the previous scheme for an endpoint on it until the day it ends, and never for one on the standard', () => {
    expect(PREVIOUS_WEBHOOK_SIGNING_ENDS).toBe('2027-02-01');
    expect(keepsPreviousSigning('pond-v1', '2027-01-31')).toBe(true);
    expect(keepsPreviousSigning('pond-v1', PREVIOUS_WEBHOOK_SIGNING_ENDS)).toBe(false);
    expect(keepsPreviousSigning('pond-v1', '2027-03-01')).toBe(false);
    expect(keepsPreviousSigning('standard', '2026-11-27')).toBe(false);
  });

  it('show partners how to check a delivery with the standardwebhooks package', () => {
    expect(WEBHOOK_VERIFY_EXAMPLE).toContain("import { Webhook } from 'standardwebhooks';");
    expect(WEBHOOK_VERIFY_EXAMPLE).toContain('new Webhook(secret).verify(rawBody, headers);');
  });
});
