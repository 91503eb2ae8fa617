import { requestProgressText } from '@pond/core';
import type { BuilderProgress } from '@pond/supabase';
import { Card } from '@pond/ui';

/**
 * The homeowner's request page: who their request went to, and how far each builder got
 * by the builders' own marks ("Not yet contacted", "Contacted you on …", "Sent a quote").
 */
export function RequestProgressList({ builders }: { builders: BuilderProgress[] }) {
  if (!builders.length) return null;
  return (
    <Card>
      <h2>Who your request went to</h2>
      <ul aria-label="Builders you chose">
        {builders.map((builder) => (
          <li key={`${builder.name}-${builder.city}`}>
            <strong>{builder.name}</strong> ({builder.city}, {builder.state}): {requestProgressText(builder)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
