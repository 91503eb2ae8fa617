// The embed builder's form field for each attribute a partner may write: its label, hint, kind,
// options and limits, beside the widget's attribute rules but apart from them, so the widgets
// partners load do not carry these words. Every attribute of a widget must have an entry (`null`: not
// for partners to set, like the builder's own `preview`): adding an attribute adds its field.
import { COLOR_THEMES } from './theme-attribute.ts';

export interface AttributeField {
  label: string;
  hint?: string;
  /** A text box, a choice among options, or a flag (the attribute present or absent). */
  kind: 'text' | 'choice' | 'flag';
  options?: readonly { value: string; label: string }[];
  /** What the field shows while nothing is set: the widget's own default. */
  placeholder?: string;
  numeric?: true;
  /** The value the widget takes without the attribute: choosing it writes nothing. */
  initial?: string;
  /** Not written, and the field off, while this flag is on (the heading under no-heading). */
  offWhen?: string;
  /** Written in the snippet but not set on the builder's live preview (url-state would move the builder's own address). */
  notInPreview?: true;
}

export type WidgetFields<Spec> = { readonly [Name in keyof Spec]: AttributeField | null };

/** Every widget's partner id, with what it earns on that widget. */
export const partnerField = (credit: string): AttributeField => ({
  label: 'Partner id',
  hint: `Lower-case letters, digits and hyphens, like acme-ponds: ${credit}`,
  kind: 'text',
});

export const campaignFields = () =>
  ({
    campaign: {
      label: 'Campaign (optional)',
      hint: 'A short name, like spring-sale: your dashboard shows requests and plans by campaign.',
      kind: 'text',
    },
    utm: { label: 'Record my page’s utm_source, utm_medium and utm_campaign (utm)', kind: 'flag' },
  }) as const satisfies Record<string, AttributeField>;

const THEME_LABELS: Record<(typeof COLOR_THEMES)[number], string> = {
  light: 'Light',
  dark: 'Dark',
  auto: 'Auto (follows the visitor’s system setting)',
};

export const themeField = (): AttributeField => ({
  label: 'Theme',
  kind: 'choice',
  options: COLOR_THEMES.map((name) => ({ value: name, label: THEME_LABELS[name] })),
  initial: 'light',
});

/** A place: a city and a state. */
export const placeFields = () =>
  ({
    city: { label: 'City', kind: 'text' },
    state: { label: 'State', hint: 'A code or a name: TX or Texas.', kind: 'text' },
  }) as const satisfies Record<string, AttributeField>;
