import { Button, Card, SelectField, Split, TextField, theme } from '@pond/ui';
import { MODE_LABELS, WIDGET_FIELDS, type AttributeField, type WidgetTag } from '@pond/widgets';
import { createElement, useState } from 'react';
import styled from 'styled-components';
import {
  EMBED_MODES,
  cspDirectives,
  embedSnippet,
  type EmbedMode,
  type EmbedOptions,
  type KitInfo,
} from '../lib/embed-snippet.ts';
import { WIDGET_CHOICES } from '../lib/widget-choices.ts';
import { CodeSnippet } from './CodeSnippet.ts';
import { CopySnippetButton, VersionField, useSnippetOrigin } from './SnippetTools.tsx';

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

type Widget = WidgetTag;
/** What the partner chose, per attribute name (kept across widgets): text, or a flag on or off. */
type Values = Readonly<Record<string, string | boolean>>;

/** An attribute as the snippet writes it: absent when unset, at the widget's default, or switched off. */
function written(
  field: AttributeField,
  value: string | boolean | undefined,
  values: Values,
): string | undefined {
  if (field.offWhen && values[field.offWhen] === true) return undefined;
  if (field.kind === 'flag') return value === true ? '' : undefined;
  const text = typeof value === 'string' ? value.trim() : '';
  return text && text !== field.initial ? text : undefined;
}

/** One attribute's field, from the kit's description of it. */
function AttributeInput({
  field,
  value,
  off,
  onChange,
}: {
  field: AttributeField;
  value: string | boolean | undefined;
  off: boolean;
  onChange: (value: string | boolean) => void;
}) {
  if (field.kind === 'flag')
    return (
      <Check>
        <input
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
        {field.label}
      </Check>
    );
  const text = typeof value === 'string' ? value : (field.initial ?? '');
  if (field.kind === 'choice')
    return (
      <SelectField
        label={field.label}
        hint={field.hint}
        placeholder={field.placeholder}
        options={field.options ?? []}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  return (
    <TextField
      label={field.label}
      hint={field.hint}
      placeholder={field.placeholder}
      inputMode={field.numeric ? 'numeric' : undefined}
      disabled={off}
      value={text}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * The embed builder: pick the widget's options, see it live (the real custom element
 * from the kit this site serves), copy the snippet pinned with its SRI hash or on the evergreen channel.
 * Its fields are the kit's own description of each widget's attributes (`WIDGET_FIELDS`), so
 * an attribute added to a widget appears here with no edit.
 */
export function EmbedBuilder({
  kit,
  fields = WIDGET_FIELDS,
}: {
  kit: KitInfo;
  fields?: typeof WIDGET_FIELDS;
}) {
  const origin = useSnippetOrigin();
  const [widget, setWidget] = useState<Widget>('pond-quote-form');
  const [values, setValues] = useState<Values>({});
  const [channel, setChannel] = useState<EmbedOptions['channel']>('pinned');
  const [mode, setMode] = useState<EmbedMode>('inline');
  const [buttonText, setButtonText] = useState('');
  const offered = Object.entries(fields[widget]).filter(
    (entry): entry is [string, AttributeField] => entry[1] !== null,
  );
  // The widget's attributes in the kit's order; the preview's own is not the partner's.
  const attributes: EmbedOptions['attributes'] = Object.fromEntries(
    offered.map(([name, field]) => [name, written(field, values[name], values)]),
  );
  const opener = buttonText.trim() || MODE_LABELS[widget]!;
  const snippet = embedSnippet({ widget, attributes, channel, mode, buttonText: opener }, origin, kit);
  const previewed = Object.fromEntries(
    offered.filter(([, field]) => !field.notInPreview).map(([name]) => [name, attributes[name]]),
  );
  // The quote form and the planner save nothing from the preview.
  const previewSaves = !('preview' in fields[widget]);

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
        {offered.map(([name, field]) => (
          <AttributeInput
            key={`${widget}-${name}`}
            field={field}
            value={values[name]}
            off={Boolean(field.offWhen && values[field.offWhen] === true)}
            onChange={(value) => setValues({ ...values, [name]: value })}
          />
        ))}
        <SelectField
          label="How it shows"
          options={EMBED_MODES}
          value={mode}
          onChange={(event) => setMode(event.target.value as EmbedMode)}
        />
        {mode === 'inline' ? null : (
          <TextField
            label="Button text"
            hint={
              mode === 'popup'
                ? 'The words of the button your page shows; any button or link with data-pond-open opens it too.'
                : 'The words of the floating button, at the bottom corner of the screen.'
            }
            placeholder={MODE_LABELS[widget]}
            maxLength={60}
            value={buttonText}
            onChange={(event) => setButtonText(event.target.value)}
          />
        )}
        <VersionField kit={kit} value={channel} onChange={setChannel} />
      </Options>
      <div>
        <h2>Your snippet</h2>
        <CodeSnippet role="region" aria-label="Embed snippet">
          {snippet}
        </CodeSnippet>
        <CopySnippetButton snippet={snippet} where="your page’s HTML" />
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
          {previewSaves ? '' : ' What is sent from this preview is not saved.'}
        </p>
        {/* React 19 loads the script once and leaves the element's attributes to it. */}
        <script src={kit.loader.evergreen} async />
        <Card>
          {mode === 'popup' ? (
            <Button type="button" data-pond-open={`preview-${widget}`}>
              {opener}
            </Button>
          ) : null}
          {mode === 'floating' ? <p>The floating button is at the bottom corner of this screen.</p> : null}
          {createElement(widget, {
            key: `${widget}-${mode}-${opener}`,
            ...previewed,
            ...(previewSaves ? {} : { preview: '' }),
            ...(mode === 'inline' ? {} : { mode, id: `preview-${widget}`, 'button-text': opener }),
          })}
        </Card>
      </div>
    </Split>
  );
}
