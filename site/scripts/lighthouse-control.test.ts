import { describe, expect, it } from 'vitest';
import { withoutScripts } from './lighthouse-control.ts';

describe('the Lighthouse control page', () => {
  it('keeps the HTML and CSS of the page and drops every script and module preload', () => {
    const page = [
      '<html><head><style>.a{color:red}</style>',
      '<link rel="modulepreload" href="/assets/framework.js"/>',
      '<link rel="icon" href="/favicon.svg"/>',
      '<script type="application/ld+json">{"@type":"Place"}</script>',
      '<script>document.documentElement.classList.add("js")</script></head>',
      '<body><h1>Pond Builders In Texas</h1>',
      '<script type="module" async="">import "/assets/entry.client.js";\n</script></body></html>',
    ].join('');
    expect(withoutScripts(page)).toBe(
      '<html><head><style>.a{color:red}</style><link rel="icon" href="/favicon.svg"/></head><body><h1>Pond Builders In Texas</h1></body></html>',
    );
  });
});
