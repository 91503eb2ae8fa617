// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportedThreads } from './ReportedThreads.tsx';

afterEach(cleanup);

describe('a request’s reported conversations, for staff', () => {
  it('shows each reported thread with who reported it and every message, plain text', () => {
    render(
      <ReportedThreads
        builders={[{ contractorId: 'c-1', name: 'Clearwater Ponds' }]}
        threads={[
          {
            contractorId: 'c-1',
            reportedBy: ['homeowner'],
            reportedAt: '2026-11-20T15:00:00Z',
            messages: [
              { id: 1, author: 'homeowner', body: 'Can you start in March?', sentAt: '2026-11-19T15:00:00Z' },
              {
                id: 2,
                author: 'builder',
                body: 'Pay me at https://example.com now',
                sentAt: '2026-11-19T16:00:00Z',
              },
            ],
          },
        ]}
      />,
    );
    const thread = screen.getByRole('region', { name: 'Reported conversation with Clearwater Ponds' });
    expect(thread).toHaveTextContent('reported by the homeowner');
    const messages = within(thread).getAllByRole('listitem');
    expect(messages).toHaveLength(2);
    expect(messages[1]).toHaveTextContent('Clearwater Ponds');
    expect(messages[1]).toHaveTextContent('Pay me at https://example.com now');
    expect(within(thread).queryByRole('link')).toBeNull();
  });

  it('shows nothing when no conversation was reported', () => {
    const { container } = render(<ReportedThreads builders={[]} threads={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
