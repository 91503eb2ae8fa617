import type { FaqItem } from '@pond/core';
import { Accordion, Container, Section } from '@pond/ui';
import { JsonLd } from '../lib/JsonLd.tsx';
import { faqJsonLd } from '../lib/seo.ts';

/** An FAQ accordion with its FAQPage structured data. */
export function FaqSection({ title, items }: { title: string; items: FaqItem[] }) {
  if (items.length === 0) return null;
  return (
    <Section aria-labelledby="faq-heading">
      <Container>
        <h2 id="faq-heading">{title}</h2>
        <Accordion items={items.map((item) => ({ title: item.question, content: <p>{item.answer}</p> }))} />
        <JsonLd data={faqJsonLd(items)} />
      </Container>
    </Section>
  );
}
