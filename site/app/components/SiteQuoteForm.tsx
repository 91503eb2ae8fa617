import { QuoteForm, type QuoteFormProps } from '@pond/widgets';
import { KitIsland } from './KitIsland.tsx';

/**
 * The quote form on our content pages: the kit's `<pond-quote-form>` as an island
 * (KitIsland). On our pages it acts as the site: the builders' choice after sending.
 */
export function SiteQuoteForm({
  contractorId,
  contractorName,
  projectType,
  city,
  state,
  compact,
}: QuoteFormProps) {
  return (
    <KitIsland
      tag="pond-quote-form"
      needsJavaScript="Sending this form needs JavaScript. Turn it on, then reload the page."
      attributes={{
        'no-heading': '',
        'contractor-id': contractorId,
        'contractor-name': contractorName,
        'project-type': projectType,
        city,
        state,
        compact: compact ? '' : undefined,
      }}
    >
      <QuoteForm
        contractorId={contractorId}
        contractorName={contractorName}
        projectType={projectType}
        city={city}
        state={state}
        compact={compact}
      />
    </KitIsland>
  );
}
