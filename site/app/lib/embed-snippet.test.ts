import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embed-snippet.ts';

const kit = {
  version: '1.0.0',
  immutableLoader: '/widgets/1.0.0/loader.js',
  evergreenLoader: '/widgets/v1/loader.js',
  integrity: 'sha384-abc',
};

describe('the embed snippet', () => {
  it('pins the version with its SRI hash, and writes only the attributes set', () => {
    const snippet = embedSnippet(
      {
        widget: 'pond-quote-form',
        channel: 'pinned',
        attributes: { partner: 'acme-ponds', compact: '', heading: undefined, 'project-type': 'Pond Repair & Renovation' },
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
