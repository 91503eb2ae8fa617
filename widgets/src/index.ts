// @pond/widgets: the interactive features as React components (what the site mounts) and, through
// the loader and src/elements/, as custom elements on partners' pages.
export { QuoteForm, type QuoteFormProps } from './quote-form/QuoteForm.tsx';
export { WidgetHostProvider, useWidgetHost, type WidgetHost } from './kit/host.tsx';
export { ownSiteHost } from './kit/own-site-host.ts';
export type { DataAddress } from './kit/browser-database.ts';
export { WidgetFallback } from './kit/fallback.tsx';
export type { PondEventDetails, PondEventName, WidgetName } from './kit/events.ts';
export { quoteFormAttributes } from './quote-form/attributes.ts';
export { COLOR_THEMES, type ColorTheme } from './kit/theme-attribute.ts';
export type { KitManifest } from './kit/manifest.ts';
export { Directory, type DirectoryProps } from './directory/Directory.tsx';
export { Results as DirectoryResultsList } from './directory/Results.tsx';
export type { DirectoryResults } from './directory/results-state.ts';
export { cachedDirectorySearch } from './directory/search-cache.ts';
export { PRIMED_RESULTS, type PrimedResults } from './directory/primed-results.ts';
export { directoryAttributes } from './directory/attributes.ts';
export { Calculator, type CalculatorProps } from './calculator/Calculator.tsx';
export { CALCULATOR_CSS } from './calculator/styles.ts';
export { calculatorAttributes } from './calculator/attributes.ts';
export { Planner } from './planner/Planner.tsx';
export { plannerAttributes } from './planner/attributes.ts';
export { WIDGET_ATTRIBUTES } from './kit/attributes-by-tag.ts';
export { WIDGET_FIELDS } from './kit/embed-builder-fields-by-tag.ts';
export type { AttributeField } from './kit/embed-builder-fields.ts';
export { KIT_TAGS, type KitTag, type WidgetTag } from './loader/widgets.ts';
export { MODE_LABELS } from './loader/modes.ts';
