import {
  DEFAULT_RADIUS_MILES,
  DIRECTORY_RADII_MILES,
  DIRECTORY_SORTS,
  PAGE_SIZE,
  PAGE_SIZE_MAX,
  PARTNER_QUOTE_HEADING,
  POND_SHAPES,
  PROJECT_TYPES,
  RATING_FILTER,
  ratingFilterLabel,
} from '@pond/core';
import { Button, Card, SelectField, Split, TextField, theme, useToast } from '@pond/ui';
import { COLOR_THEMES, WIDGET_ATTRIBUTES, type WidgetTag } from '@pond/widgets';
import { createElement, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { cspDirectives, embedSnippet, type EmbedOptions, type KitInfo } from '../lib/embed-snippet.ts';
import { SITE_URL } from '../lib/site.ts';
import { WIDGET_CHOICES } from '../lib/widget-choices.ts';
import { CodeSnippet } from './CodeSnippet.ts';

const Options = styled.fieldset`
  display: grid;
  gap: ${theme.space.md};
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    font-weight: 700;
    margin-bottom: ${theme.space.sm};
  }
`;
const Check = styled.label`
  display: flex;
  gap: ${theme.space.sm};
  align-items: center;
  font-weight: 600;
  font-size: ${theme.size.sm};
`;

const noSubscription = () => () => {};
/** The builder's text fields and what each starts as ('' is not set); booleans are `flags`. */
const TEXT_FIELDS = {
  partner: '',
  campaign: '',
  'contractor-id': '',
  'contractor-name': '',
  'project-type': '',
  city: '',
  state: '',
  heading: '',
  theme: 'light',
  zip: '',
  radius: '',
  'min-rating': '',
  sort: '',
  'page-size': '',
  shape: '',
};
type TextAttribute = keyof typeof TEXT_FIELDS;
const isTextField = (name: string): name is TextAttribute => name in TEXT_FIELDS;
type Widget = WidgetTag;

/** What the partner id earns on each widget, for its hint. */
const PARTNER_HINTS: Record<Widget, string> = {
  'pond-quote-form': 'requests are credited to it.',
  'pond-directory': 'quotes sent from the profiles it opens are credited to it.',
  'pond-calculator': 'plans made in the planner it opens are credited to it.',
  'pond-planner': 'plans and their requests are credited to it.',
};

const THEME_LABELS: Record<(typeof COLOR_THEMES)[number], string> = {
  light: 'Light',
  dark: 'Dark',
  auto: 'Auto (follows the visitor’s system setting)',
};

/**
 * The embed builder (issue 5 of 9): pick the widget's options, see it live (the real custom element
 * from the kit this site serves), copy the snippet pinned with its SRI hash or on the evergreen channel.
 */
export function EmbedBuilder({ kit }: { kit: KitInfo }) {
  const toast = useToast();
  // The snippet names the origin this page is served from; the pre-rendered HTML names the public site.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => SITE_URL,
  );
  // The attributes as the partner will write them: text ('' is not set) and booleans (on or off).
  const [text, setText] = useState<Record<TextAttribute, string>>(TEXT_FIELDS);
  const [widget, setWidget] = useState<Widget>('pond-quote-form');
  const quoteForm = widget === 'pond-quote-form';
  const directory = widget === 'pond-directory';
  const placed = quoteForm || directory;
  const [flags, setFlags] = useState({ 'no-heading': false, compact: false, utm: false });
  const [channel, setChannel] = useState<EmbedOptions['channel']>('pinned');
  const bind = (name: TextAttribute) => ({
    value: text[name],
    onChange: (event: { target: { value: string } }) => setText({ ...text, [name]: event.target.value }),
  });
  const toggle = (name: keyof typeof flags) => ({
    checked: flags[name],
    onChange: (event: { target: { checked: boolean } }) =>
      setFlags({ ...flags, [name]: event.target.checked }),
  });

  // The widget's own attributes (the kit says which), in its order; the preview's is not the partner's.
  const written = Object.fromEntries(
    Object.keys(WIDGET_ATTRIBUTES[widget])
      .filter(isTextField)
      .map((name) => [name, text[name].trim() || undefined]),
  );
  // Every widget takes utm (issue 25): present or absent.
  const utm = flags.utm ? '' : undefined;
  const attributes: EmbedOptions['attributes'] = quoteForm
    ? {
        ...written,
        utm,
        // The defaults go unwritten: no theme="light", no heading beside no-heading.
        theme: text.theme === 'light' ? undefined : text.theme,
        heading: flags['no-heading'] ? undefined : text.heading.trim() || undefined,
        'no-heading': flags['no-heading'] ? '' : undefined,
        compact: flags.compact ? '' : undefined,
      }
    : { ...written, utm, theme: text.theme === 'light' ? undefined : text.theme };
  const snippet = embedSnippet({ widget, attributes, channel }, origin, kit);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      toast({ title: 'Snippet copied!', description: 'Paste it into your page’s HTML.', variant: 'success' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Your browser refused the clipboard: select the snippet and copy it yourself.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Split>
      <Options>
        <legend>Widget and options</legend>
        <SelectField
          label="Widget"
          options={WIDGET_CHOICES}
          value={widget}
          onChange={(event) => setWidget(event.target.value as Widget)}
        />
        <TextField
          label="Partner id"
          hint={`Lower-case letters, digits and hyphens, like acme-ponds: ${PARTNER_HINTS[widget]}`}
          {...bind('partner')}
        />
        <TextField
          label="Campaign (optional)"
          hint="A short name, like spring-sale: your dashboard shows requests and plans by campaign."
          {...bind('campaign')}
        />
        <Check>
          <input type="checkbox" {...toggle('utm')} />
          Record my page’s utm_source, utm_medium and utm_campaign (utm)
        </Check>
        {quoteForm ? (
          <>
            <TextField
              label="Contractor id (optional)"
              hint="To ask one contractor: the id at the end of their profile address."
              {...bind('contractor-id')}
            />
            <TextField label="Contractor name (optional)" {...bind('contractor-name')} />
            <SelectField
              label="Preselected project type"
              placeholder="None (the homeowner picks)"
              options={PROJECT_TYPES.map((type) => ({ value: type, label: type }))}
              {...bind('project-type')}
            />
          </>
        ) : null}
        {placed ? (
          <>
            <TextField label="City" {...bind('city')} />
            <TextField label="State" hint="A code or a name: TX or Texas." {...bind('state')} />
          </>
        ) : null}
        {widget === 'pond-calculator' ? (
          <SelectField
            label="Tab that starts selected"
            placeholder="Rectangular (default)"
            options={POND_SHAPES.filter((shape) => shape.value !== 'rectangular')}
            {...bind('shape')}
          />
        ) : null}
        {quoteForm ? (
          <>
            <TextField
              label="Heading"
              placeholder={PARTNER_QUOTE_HEADING}
              disabled={flags['no-heading']}
              {...bind('heading')}
            />
            <Check>
              <input type="checkbox" {...toggle('no-heading')} />
              No heading
            </Check>
            <Check>
              <input type="checkbox" {...toggle('compact')} />
              Compact (one column, for sidebars)
            </Check>
          </>
        ) : null}
        {directory ? (
          <>
            <TextField
              label="ZIP code (optional)"
              hint="Starts with builders around it, nearest first; it wins over city and state."
              inputMode="numeric"
              {...bind('zip')}
            />
            <SelectField
              label="Radius around the ZIP code"
              placeholder={`${DEFAULT_RADIUS_MILES} miles (default)`}
              options={DIRECTORY_RADII_MILES.filter((miles) => miles !== DEFAULT_RADIUS_MILES).map(
                (miles) => ({
                  value: String(miles),
                  label: `${miles} miles`,
                }),
              )}
              {...bind('radius')}
            />
            <SelectField
              label="Order"
              placeholder="Best rated (nearest first around a ZIP code)"
              options={DIRECTORY_SORTS.filter((sort) => sort.value !== 'rating')}
              {...bind('sort')}
            />
            <SelectField
              label="Minimum rating"
              placeholder={ratingFilterLabel(RATING_FILTER.min)}
              options={Array.from({ length: RATING_FILTER.max }, (_, index) => index + 1).map((stars) => ({
                value: String(stars),
                label: ratingFilterLabel(stars),
              }))}
              {...bind('min-rating')}
            />
            <TextField
              label="Builders per page"
              placeholder={String(PAGE_SIZE)}
              inputMode="numeric"
              hint={`1 to ${PAGE_SIZE_MAX}.`}
              {...bind('page-size')}
            />
          </>
        ) : null}
        <SelectField
          label="Theme"
          options={COLOR_THEMES.map((name) => ({ value: name, label: THEME_LABELS[name] }))}
          {...bind('theme')}
        />
        <SelectField
          label="Version"
          options={[
            { value: 'pinned', label: `Pinned to ${kit.version}, with its SRI hash` },
            { value: 'evergreen', label: `Always the newest ${kit.version.split('.')[0]}.x` },
          ]}
          value={channel}
          onChange={(event) => setChannel(event.target.value as EmbedOptions['channel'])}
        />
      </Options>
      <div>
        <h2>Your snippet</h2>
        <CodeSnippet role="region" aria-label="Embed snippet">
          {snippet}
        </CodeSnippet>
        <Button type="button" onClick={copy}>
          Copy snippet
        </Button>
        <h3>If your page has a Content-Security-Policy</h3>
        <p>
          Add these directives, and put your nonce on the loader’s tag (<code>{'<script nonce="…">'}</code>).
          No <code>'unsafe-inline'</code> is needed.
        </p>
        <CodeSnippet role="region" aria-label="CSP directives">
          {cspDirectives(origin, kit)}
        </CodeSnippet>
        <h2>Live preview</h2>
        <p>
          The real widget, from the kit this site serves.
          {quoteForm || widget === 'pond-planner' ? ' What is sent from this preview is not saved.' : ''}
        </p>
        {/* React 19 loads the script once and leaves the element's attributes to it. */}
        <script src={kit.loader.evergreen} async />
        <Card>
          {createElement(widget, {
            key: widget,
            ...attributes,
            // The quote form and the planner save nothing from the preview.
            ...(quoteForm || widget === 'pond-planner' ? { preview: '' } : {}),
          })}
        </Card>
      </div>
    </Split>
  );
}
