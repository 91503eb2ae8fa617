// @vitest-environment happy-dom
import { CONSENTS, LEAD_FORM_MESSAGES, LEAD_TOASTS } from '@pond/core';
import type { LeadSubmission } from '@pond/supabase';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test/render.tsx';
import { QuoteForm } from './QuoteForm.tsx';
import { FORM_TEXTS } from './texts.ts';

afterEach(cleanup);

const send = () => userEvent.click(screen.getByRole('button', { name: 'Get My Free Quotes' }));

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Name'), 'Jo Banks');
  await userEvent.type(screen.getByLabelText('Email'), 'jo@example.com');
  await userEvent.type(screen.getByLabelText('Phone'), '(512) 555-0100');
  await userEvent.selectOptions(screen.getByLabelText('Project type'), 'Pond Maintenance');
}

describe('the quote form (spec §4, §5)', () => {
  it('says what is wrong with each field on send, focuses the first, and sends nothing', async () => {
    const submitLead = vi.fn();
    renderWidget(<QuoteForm minFillMs={0} />, { submitLead });
    await send();
    for (const message of [
      LEAD_FORM_MESSAGES.name,
      LEAD_FORM_MESSAGES.email,
      LEAD_FORM_MESSAGES.phone,
      LEAD_FORM_MESSAGES.projectType,
    ])
      expect(await screen.findByText(message)).toBeVisible();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(submitLead).not.toHaveBeenCalled();
  });

  it('checks again as the visitor types once a send has failed the checks', async () => {
    renderWidget(<QuoteForm minFillMs={0} />);
    await send();
    expect(await screen.findByText(LEAD_FORM_MESSAGES.name)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Name'), 'Jo');
    await waitFor(() => expect(screen.queryByText(LEAD_FORM_MESSAGES.name)).toBeNull());
    expect(screen.getByText(LEAD_FORM_MESSAGES.email)).toBeVisible();
  });

  it('sends the trimmed request with where it came from, then offers the builders to choose', async () => {
    const submitLead = vi.fn((_lead: LeadSubmission) => Promise.resolve({ id: 'r1', choiceToken: 't1' }));
    const { emitted } = renderWidget(<QuoteForm minFillMs={0} city="Austin" state="TX" />, {
      submitLead,
      source: '/states/tx/austin',
    });
    await fillValid();
    await send();
    await waitFor(() => expect(submitLead).toHaveBeenCalledTimes(1));
    expect(submitLead.mock.calls[0]![0]).toMatchObject({
      name: 'Jo Banks',
      email: 'jo@example.com',
      phone: '(512) 555-0100',
      projectType: 'Pond Maintenance',
      location: 'Austin, TX',
      city: 'Austin',
      state: 'TX',
      source: '/states/tx/austin',
      // The consent shown, by its id: the database keeps the text it names.
      consentId: CONSENTS.quoteForm.id,
    });
    expect(submitLead.mock.calls[0]![0]).not.toHaveProperty('consentText');
    expect(emitted.map((event) => event.name)).toContain('pond-quote-submitted');
    expect(await screen.findByRole('region', { name: 'Choose who hears from you' })).toBeVisible();
  });

  it('shows under its button exactly the consent whose id it sends', () => {
    const { container } = renderWidget(<QuoteForm minFillMs={0} />);
    const shown = [...container.querySelectorAll('*')].filter((node) =>
      node.textContent?.startsWith('By submitting'),
    );
    // The innermost element holding the whole consent (its links inside it) says the record's words.
    expect(shown.at(-1)?.textContent).toBe(CONSENTS.quoteForm.text);
  });

  it('keeps everything typed when the send fails, and says so', async () => {
    const submitLead = vi.fn(() => Promise.reject(new Error('offline')));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWidget(<QuoteForm minFillMs={0} />, { submitLead });
    await fillValid();
    await send();
    expect(await screen.findByText(LEAD_TOASTS.failed.description)).toBeVisible();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Jo Banks');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jo@example.com');
    error.mockRestore();
  });

  it('treats a send faster than a person could type as a robot and saves nothing', async () => {
    const submitLead = vi.fn();
    renderWidget(<QuoteForm minFillMs={60_000} />, { submitLead });
    await fillValid();
    await send();
    expect(await screen.findByText(FORM_TEXTS.tooFast)).toBeVisible();
    expect(submitLead).not.toHaveBeenCalled();
  });
});
