import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion, Breadcrumbs, SelectField, ShadowParts, Spinner, TextField } from './index.ts';

describe('accessible primitives', () => {
  it('ties a field’s error to its control and announces it', () => {
    const html = renderToStaticMarkup(
      <TextField label="Name" name="name" error="Name must be at least 2 characters" />,
    );
    const id = /<input[^>]* id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<label for="${id}"`);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain(`aria-describedby="${id}-error"`);
    expect(html).toMatch(
      new RegExp(`id="${id}-error"[^>]*role="alert"[^>]*>Name must be at least 2 characters</p>`),
    );
  });

  it('leaves a valid field unmarked and lists select options after the placeholder', () => {
    const html = renderToStaticMarkup(
      <SelectField label="Type" options={[{ value: 'a', label: 'A' }]} placeholder="Choose" />,
    );
    expect(html).not.toContain('aria-invalid');
    expect(html).toMatch(/<option value="">Choose<\/option><option value="a">A<\/option>/);
  });

  it('renders accordion items as closed <details> of one group, so one opens at a time without JavaScript', () => {
    const html = renderToStaticMarkup(
      <Accordion
        items={[
          { title: 'Q1', content: 'A1' },
          { title: 'Q2', content: 'A2' },
        ]}
      />,
    );
    const names = [...html.matchAll(/<details[^>]* name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(1);
    expect(html).not.toContain(' open=""');
    expect(html).toMatch(/<summary><h3[^>]*>Q1<\/h3><\/summary>/);
    expect(html).toContain('A1');
  });

  it('marks the last breadcrumb as the current page', () => {
    const html = renderToStaticMarkup(
      <Breadcrumbs
        items={[{ label: 'Home', href: '/' }, { label: 'States', href: '/states' }, { label: 'Texas' }]}
      />,
    );
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain('<a href="/states">States</a>');
    expect(html).toContain('<span aria-current="page">Texas</span>');
  });

  it('gives the spinner a status role and label', () => {
    expect(renderToStaticMarkup(<Spinner label="Loading contractor profile..." />)).toMatch(
      /role="status"[^>]*>Loading contractor profile\.\.\.</,
    );
  });
});

describe('theming hooks for the widget kit', () => {
  it('names the parts a partner can style inside a shadow root: field, input and field-error', () => {
    const html = renderToStaticMarkup(
      <ShadowParts>
        <TextField label="Name" name="name" error="Name must be at least 2 characters" />
      </ShadowParts>,
    );
    expect(html).toMatch(/<div[^>]*part="field"/);
    expect(html).toMatch(/<input[^>]*part="input"/);
    expect(html).toMatch(/<p[^>]*part="field-error"/);
  });

  it('writes no part names in the light DOM of our own pages, where no ::part() reaches', () => {
    const html = renderToStaticMarkup(
      <TextField label="Name" name="name" error="Name must be at least 2 characters" />,
    );
    expect(html).not.toContain('part=');
  });
});
