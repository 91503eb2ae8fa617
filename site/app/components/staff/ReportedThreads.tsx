import { staffTime } from '@pond/core';
import type { ReportedThread } from '@pond/supabase';

/**
 * The conversations of a request that one of their two sides reported: staff see those, and only
 * those (the database's policy). Plain text, as written; links stay text.
 */
export function ReportedThreads({
  threads,
  builders,
}: {
  threads: ReportedThread[];
  builders: { contractorId: string; name: string }[];
}) {
  if (!threads.length) return null;
  const nameOf = (id: string) => builders.find((builder) => builder.contractorId === id)?.name ?? 'A builder';
  return (
    <>
      <h3>Reported conversations</h3>
      {threads.map((thread) => (
        <section
          key={thread.contractorId}
          aria-label={`Reported conversation with ${nameOf(thread.contractorId)}`}
        >
          <p>
            With <strong>{nameOf(thread.contractorId)}</strong>, reported by the{' '}
            {thread.reportedBy.join(' and the ')} {staffTime(thread.reportedAt)}.
          </p>
          <ol>
            {thread.messages.map((message) => (
              <li key={message.id}>
                {message.author === 'homeowner' ? 'Homeowner' : nameOf(thread.contractorId)},{' '}
                {staffTime(message.sentAt)}: {message.body}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
