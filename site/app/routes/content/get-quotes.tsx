import { PATHS } from '@pond/core';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QuoteSection } from '../../components/QuoteSection.tsx';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: brandedTitle('Get Free Pond Quotes'),
    description:
      'One free request, up to three quotes from local pond builders — see what we verified about each — and a free design consultation.',
    path: PATHS.getQuotes,
  });

export default function GetQuotes() {
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Home', href: PATHS.home }, { label: 'Get Quotes' }]}
        title="Get Free Quotes From Local Pond Builders"
        intro="Describe your project once; up to three pond professionals near you, chosen by you, will be in touch. Free, and no obligation."
      />
      <QuoteSection heading="Request your free quotes" />
    </>
  );
}
