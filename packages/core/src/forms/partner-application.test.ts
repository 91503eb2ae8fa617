import { describe, expect, it } from 'vitest';
import {
  PARTNER_APPLICATION_MESSAGES,
  partnerApplicationSchema,
  siteOrigin,
  siteOrigins,
} from './partner-application.ts';

const valid = {
  businessName: 'Green Thumb Gardens',
  contactName: 'Dana Green',
  email: 'dana@greenthumb.example',
  websites: 'greenthumb.example/ponds\nhttps://shop.greenthumb.example/',
  businessKind: 'garden-centre',
  widgets: ['pond-quote-form'],
};

describe('the partner application', () => {
  it('reads website addresses as people type them, as origins', () => {
    expect(siteOrigin('example.com/shop?x=1')).toBe('https://example.com');
    expect(siteOrigin('HTTP://Example.com:8080/')).toBe('http://example.com:8080');
    expect(siteOrigin('http://localhost:3200')).toBe('http://localhost:3200');
    expect(siteOrigin('ftp://example.com')).toBeUndefined();
    expect(siteOrigin('not a site')).toBeUndefined();
    expect(siteOrigin('intranet')).toBeUndefined();
    expect(siteOrigins('a.example\n\n a.example/x , b.example')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(siteOrigins('a.example\nnope')).toBeUndefined();
  });

  it('accepts a complete application, with its websites as origins', () => {
    const result = partnerApplicationSchema.safeParse(valid);
    expect(result.success && result.data.websites).toEqual([
      'https://greenthumb.example',
      'https://shop.greenthumb.example',
    ]);
  });

  it.each([
    ['businessName', { businessName: 'G' }],
    ['contactName', { contactName: ' ' }],
    ['email', { email: 'dana@' }],
    ['websites', { websites: '' }],
    ['websites', { websites: 'ftp://files.example' }],
    ['websites', { websites: 'a.example b.example c.example d.example e.example f.example' }],
    ['businessKind', { businessKind: '' }],
    ['widgets', { widgets: [] }],
  ] as const)('says what is wrong with %s', (field, change) => {
    const result = partnerApplicationSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(
      PARTNER_APPLICATION_MESSAGES[field],
    );
  });
});
