import type { WidgetTag } from '@pond/widgets';

/** The kit's widgets as a partner chooses among them (the embed builder, the application). */
export const WIDGET_CHOICES: readonly { value: WidgetTag; label: string }[] = [
  { value: 'pond-quote-form', label: 'Quote form (<pond-quote-form>)' },
  { value: 'pond-directory', label: 'Directory of builders (<pond-directory>)' },
  { value: 'pond-calculator', label: 'Pond calculator (<pond-calculator>)' },
  { value: 'pond-planner', label: 'Pond planner (<pond-planner>)' },
];
