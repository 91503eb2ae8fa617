import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from './JsonLd.tsx';

describe('JsonLd', () => {
  it("keeps '</script>' in content inside its own script element", () => {
    const data = {
      '@type': 'Article',
      headline: 'Koi </script><script>alert(1)</script> & <!-- ponds',
      description: 'Line\u2028and paragraph\u2029separators',
    };
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    // One element, closed once: the content could not end it early or start another.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
    const inner = html.slice(html.indexOf('>') + 1, -'</script>'.length);
    expect(JSON.parse(inner)).toEqual(data);
  });
});
