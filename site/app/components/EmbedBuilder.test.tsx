// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { WIDGET_FIELDS } from '@pond/widgets';
import { afterEach, describe, expect, it } from 'vitest';
import type { KitInfo } from '../lib/embed-snippet.ts';
import { EmbedBuilder } from './EmbedBuilder.tsx';

afterEach(cleanup);

const kit: KitInfo = {
  version: '9.9.9',
  loader: {
    immutable: '/widgets/9.9.9/loader.js',
    evergreen: '/widgets/v9/loader.js',
    integrity: 'sha384-x',
  },
} as KitInfo;
const snippet = () => screen.getByRole('region', { name: 'Embed snippet' }).textContent ?? '';

describe('the embed builder from the kit’s own description of each widget', () => {
  it('offers each attribute of the widget, and writes what the partner chose', () => {
    render(<EmbedBuilder kit={kit} />);
    fireEvent.change(screen.getByLabelText('Partner id'), { target: { value: 'acme-ponds' } });
    fireEvent.change(screen.getByLabelText('Heading'), { target: { value: 'Ask our builders' } });
    expect(snippet()).toContain(
      '<pond-quote-form partner="acme-ponds" heading="Ask our builders"></pond-quote-form>',
    );
    // No heading switches the heading off; the default theme is never written.
    fireEvent.click(screen.getByLabelText('No heading'));
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'dark' } });
    expect(screen.getByLabelText('Heading')).toHaveProperty('disabled', true);
    expect(snippet()).toContain(
      '<pond-quote-form partner="acme-ponds" no-heading theme="dark"></pond-quote-form>',
    );
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'light' } });
    expect(snippet()).toContain('<pond-quote-form partner="acme-ponds" no-heading></pond-quote-form>');
    // The live preview saves nothing.
    expect(document.querySelector('pond-quote-form')?.hasAttribute('preview')).toBe(true);
    fireEvent.change(screen.getByLabelText('Widget'), { target: { value: 'pond-directory' } });
    fireEvent.change(screen.getByLabelText('Builders per page'), { target: { value: '6' } });
    expect(screen.getByLabelText('Builders per page').closest('div')?.textContent).toContain('1 to 24.');
    expect(snippet()).toContain('<pond-directory partner="acme-ponds" page-size="6"></pond-directory>');
    // url-state goes in the snippet, not on the preview (it would move the builder's own address).
    fireEvent.click(screen.getByLabelText('Keep the search in my page’s address (url-state)'));
    expect(snippet()).toContain('page-size="6" url-state>');
    expect(document.querySelector('pond-directory')?.hasAttribute('url-state')).toBe(false);
    expect(document.querySelector('pond-directory')?.hasAttribute('preview')).toBe(false);
  });

  it('shows a field for an attribute added to a widget, with no edit to the builder', () => {
    const fields = {
      ...WIDGET_FIELDS,
      'pond-planner': {
        ...WIDGET_FIELDS['pond-planner'],
        'pond-depth': { label: 'Starting depth (feet)', hint: '1 to 10.', kind: 'text', numeric: true },
      },
    } as typeof WIDGET_FIELDS;
    render(<EmbedBuilder kit={kit} fields={fields} />);
    fireEvent.change(screen.getByLabelText('Widget'), { target: { value: 'pond-planner' } });
    fireEvent.change(screen.getByLabelText('Starting depth (feet)'), { target: { value: '4' } });
    expect(snippet()).toContain('<pond-planner pond-depth="4"></pond-planner>');
  });
});

describe('the embed builder’s source', () => {
  it('names no widget attribute: every field comes from the kit (its own `preview` on the preview aside)', async () => {
    const { default: source } = await import('./EmbedBuilder.tsx?raw');
    const names = new Set(Object.values(WIDGET_FIELDS).flatMap((fields) => Object.keys(fields)));
    names.delete('preview');
    expect(names.size).toBeGreaterThan(10);
    const named = [...names].filter((name) => new RegExp(`['"\`]${name}['"\`]`).test(source));
    expect(named).toEqual([]);
  });
});
