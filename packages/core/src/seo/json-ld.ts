/**
 * JSON for a <script type="application/ld+json"> element. '<', '>' and '&' are escaped so content
 * can never close the script element ('</script>') or open a comment, and U+2028/U+2029 so the
 * text is also valid JavaScript. The escapes are still the same JSON to a parser.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
