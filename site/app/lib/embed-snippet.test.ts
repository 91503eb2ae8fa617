import { describe, expect, it } from 'vitest';
import { cspDirectives, embedSnippet } from './embed-snippet.ts';

const kit = {
  version: '1.0.0',
  loader: {
    immutable: '/widgets/1.0.0/loader.js',
    evergreen: '/widgets/v1/loader.js',
    integrity: 'sha384-abc',
  },
  dataOrigin: null,
};

describe('the embed snippet', () => {
  it('pins the version with its SRI hash, and writes only the attributes set', () => {
    const snippet = embedSnippet(
      {
        widget: 'pond-quote-form',
        channel: 'pinned',
        attributes: {
          partner: 'acme-ponds',
          compact: '',
          heading: undefined,
          'project-type': 'Pond Repair & Renovation',
        },
      },
      'https://www.pondbuildersdirect.com',
      kit,
    );
    expect(snippet).toBe(
      '<script src="https://www.pondbuildersdirect.com/widgets/1.0.0/loader.js" integrity="sha384-abc" crossorigin="anonymous" async></script>\n' +
        '<pond-quote-form partner="acme-ponds" compact project-type="Pond Repair &amp; Renovation"></pond-quote-form>',
    );
  });

  it('follows the evergreen channel without a hash, and escapes quotes in values', () => {
    const snippet = embedSnippet(
      { widget: 'pond-quote-form', channel: 'evergreen', attributes: { heading: 'Say "hi" <now>' } },
      'http://localhost:3000',
      kit,
    );
    expect(snippet).toBe(
      '<script src="http://localhost:3000/widgets/v1/loader.js" async></script>\n' +
        '<pond-quote-form heading="Say &quot;hi&quot; &lt;now>"></pond-quote-form>',
    );
  });
});

describe('the CSP directives for partners', () => {
  it('allow our origin for scripts and the database for requests, styles by nonce only', () => {
    expect(
      cspDirectives('https://www.pondbuildersdirect.com', { ...kit, dataOrigin: 'https://abcd.supabase.co' }),
    ).toBe(
      "script-src 'nonce-{YOUR NONCE}' https://www.pondbuildersdirect.com;\nstyle-src 'nonce-{YOUR NONCE}';\nconnect-src 'self' https://abcd.supabase.co;\nimg-src 'self' data: https://www.pondbuildersdirect.com",
    );
  });

  it('send requests to the site itself with the local stack', () => {
    expect(cspDirectives('http://localhost:3000', kit)).toContain("connect-src 'self' http://localhost:3000");
  });
});

describe('the embed snippet in a dialog', () => {
  it('gives a popup an id and the page’s own button that opens it, escaped', () => {
    expect(
      embedSnippet(
        {
          widget: 'pond-quote-form',
          channel: 'evergreen',
          attributes: { partner: 'acme-ponds' },
          mode: 'popup',
          buttonText: 'Quotes <free> & "fast"',
        },
        'http://localhost:3000',
        kit,
      ).split('\n')[1],
    ).toBe(
      '<button type="button" data-pond-open="pond-quote-form-3qrr8n">Quotes &lt;free&gt; &amp; &quot;fast&quot;</button>',
    );
  });

  it('gives two popups of one widget with other settings ids of their own, and the same settings the same id', () => {
    const popup = (attributes: Record<string, string>) =>
      /data-pond-open="([^"]+)"/.exec(
        embedSnippet(
          { widget: 'pond-quote-form', channel: 'evergreen', attributes, mode: 'popup' },
          'http://localhost:3000',
          kit,
        ),
      )![1];
    expect(popup({ service: 'koi-ponds' })).not.toBe(popup({ service: 'fountains' }));
    expect(popup({ service: 'koi-ponds' })).toBe(popup({ service: 'koi-ponds' }));
    expect(popup({})).toBe('pond-quote-form');
  });

  it('gives a floating widget its button’s words', () => {
    expect(
      embedSnippet(
        {
          widget: 'pond-planner',
          channel: 'evergreen',
          attributes: {},
          mode: 'floating',
          buttonText: 'Plan it',
        },
        'http://localhost:3000',
        kit,
      ).split('\n')[1],
    ).toBe('<pond-planner mode="floating" button-text="Plan it"></pond-planner>');
  });
});
