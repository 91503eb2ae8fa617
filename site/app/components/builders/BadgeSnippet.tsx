import { BADGE_TEXTS } from '@pond/core';
import type { Contractor } from '@pond/supabase/read';
import { Card, SelectField } from '@pond/ui';
import { WIDGET_FIELDS } from '@pond/widgets';
import { createElement, useState } from 'react';
import { embedSnippet, type EmbedOptions, type KitInfo } from '../../lib/embed-snippet.ts';
import { CodeSnippet } from '../CodeSnippet.ts';
import { CopySnippetButton, VersionField, useSnippetOrigin } from '../SnippetTools.tsx';

type Piece = 'badge' | 'floating' | 'form';

const PIECES: readonly { value: Piece; label: string }[] = [
  { value: 'badge', label: 'Badge with a quote button (<pond-builder-badge>)' },
  { value: 'floating', label: 'Floating “Get a free quote” button' },
  { value: 'form', label: 'Quote form in the page' },
];

/** The element a builder pastes for each piece: every one names them, and every request is theirs alone. */
function pieceOptions(piece: Piece, contractor: Contractor, theme: string): Omit<EmbedOptions, 'channel'> {
  const themed = theme && theme !== WIDGET_FIELDS['pond-builder-badge'].theme?.initial ? theme : undefined;
  if (piece === 'badge')
    return { widget: 'pond-builder-badge', attributes: { 'contractor-id': contractor.id, theme: themed } };
  return {
    widget: 'pond-quote-form',
    attributes: {
      'builder-site': '',
      'contractor-id': contractor.id,
      'contractor-name': contractor.name,
      heading: BADGE_TEXTS.quoteDialog(contractor.name),
      theme: themed,
    },
    ...(piece === 'floating' ? { mode: 'floating' as const, buttonText: BADGE_TEXTS.quote } : {}),
  };
}

/**
 * The builder's snippet, as the partners' embed builder makes theirs: from the kit's own description
 * of its elements, pinned with the SRI hash or on the evergreen channel, and the real element live.
 */
export function BadgeSnippet({ contractor, kit }: { contractor: Contractor; kit: KitInfo }) {
  const origin = useSnippetOrigin();
  const [piece, setPiece] = useState<Piece>('badge');
  const [theme, setTheme] = useState('light');
  const [channel, setChannel] = useState<EmbedOptions['channel']>('pinned');
  const options = pieceOptions(piece, contractor, theme);
  const snippet = embedSnippet({ ...options, channel }, origin, kit);
  const themeField = WIDGET_FIELDS['pond-builder-badge'].theme!;

  return (
    <Card>
      <h2>Your badge and quote button</h2>
      <SelectField
        label="What to put on your website"
        options={PIECES}
        value={piece}
        onChange={(event) => setPiece(event.target.value as Piece)}
      />
      <SelectField
        label={themeField.label}
        options={themeField.options ?? []}
        value={theme}
        onChange={(event) => setTheme(event.target.value)}
      />
      <VersionField kit={kit} value={channel} onChange={setChannel} />
      <h3>Your snippet</h3>
      <CodeSnippet role="region" aria-label="Your snippet">
        {snippet}
      </CodeSnippet>
      <CopySnippetButton snippet={snippet} where="your website’s HTML" />
      <h3>Live preview</h3>
      <p>The real {piece === 'floating' ? 'button, at the bottom corner of this screen' : 'element'}.</p>
      {/* React 19 loads the script once and leaves the element's attributes to it. */}
      <script src={kit.loader.evergreen} async />
      {createElement(options.widget, {
        key: `${piece}-${theme}`,
        ...Object.fromEntries(Object.entries(options.attributes).filter(([, value]) => value !== undefined)),
        ...(options.mode ? { mode: options.mode, 'button-text': options.buttonText } : {}),
      })}
    </Card>
  );
}
