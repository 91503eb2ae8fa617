import { NOT_FOUND_MESSAGES } from '@pond/core';
import { describe, expect, it } from 'vitest';
import { redirectNotice } from './redirect-notice.ts';

const site = 'https://www.pondbuildersdirect.com';
const at = (pathname: string) => ({ origin: site, pathname });

describe('the toast a not-found redirect carries to the next page (spec §2.13)', () => {
  it('is told by the not-found address the visitor came from, on that visit', () => {
    expect(
      redirectNotice(`${site}/pond-contractors/austin`, at('/pond-builders-near-me'), 'navigate'),
    ).toEqual({
      title: NOT_FOUND_MESSAGES.legacyDirectory,
      variant: 'info',
    });
    expect(
      redirectNotice(`${site}/states/tx/austin/pond-co-12ab`, at('/states/tx/austin'), 'navigate'),
    ).toEqual({
      title: NOT_FOUND_MESSAGES.incompleteId,
      variant: 'destructive',
    });
  });

  it('is not shown on a reload or a return, from another site, or for a page the rule does not lead to', () => {
    const legacy = `${site}/pond-contractors/austin`;
    expect(redirectNotice(legacy, at('/pond-builders-near-me'), 'reload')).toBeUndefined();
    expect(redirectNotice(legacy, at('/pond-builders-near-me'), 'back_forward')).toBeUndefined();
    expect(
      redirectNotice(
        'https://elsewhere.example/pond-contractors/austin',
        at('/pond-builders-near-me'),
        'navigate',
      ),
    ).toBeUndefined();
    expect(redirectNotice(legacy, at('/states'), 'navigate')).toBeUndefined();
    expect(redirectNotice(`${site}/about`, at('/pond-builders-near-me'), 'navigate')).toBeUndefined();
    expect(redirectNotice('', at('/pond-builders-near-me'), 'navigate')).toBeUndefined();
  });
});
