import { serializeJsonLd } from '@pond/core';

/** Structured data for search engines; the one way pages emit JSON-LD (escaping in @pond/core). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
