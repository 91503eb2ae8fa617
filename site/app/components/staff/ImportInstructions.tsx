import { theme } from '@pond/ui';
import styled from 'styled-components';

const Instructions = styled.section`
  h2 {
    margin-top: ${theme.space.xl};
  }
  pre {
    overflow-x: auto;
    padding: ${theme.space.md};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surfaceMuted};
  }
`;

/** The other two ways staff import: the import command and SQL in the database dashboard (spec §2.16). */
export function ImportInstructions() {
  return (
    <Instructions aria-label="Other ways to import">
      <h2>With the import command</h2>
      <p>On a staff machine with the repository checked out, run:</p>
      <pre>
        <code>pnpm contractors:import contractors.json --dry-run</code>
      </pre>
      <p>
        The file is a JSON array of contractor objects or a CSV file with the header row{' '}
        <code>
          name,city,state,postal_code,street,phone,email,website,image_url,rating,reviews,rating_source
        </code>{' '}
        (rating_source: the site the rating was read from, like Google; profiles label the rating with it).
        Name, city and state are required; states may be written TX, Texas or Tex. <code>--dry-run</code>{' '}
        checks every record and writes nothing; run it again without the flag to import. A record that matches
        a listed contractor on name, city and state updates it instead of adding it twice, and every failed
        record is listed with the reason.
      </p>
      <h2>With SQL in the database dashboard</h2>
      <p>
        In the Supabase dashboard, open the SQL editor and insert into <code>public.contractors</code>:
      </p>
      <pre>
        <code>
          {`insert into public.contractors (name, city, state, postal_code, phone, website)
  values ('Blue Lagoon Ponds', 'Austin', 'TX', '78701', '(512) 555-0100', 'https://example.com');`}
        </code>
      </pre>
      <p>
        Records must not include ids: each contractor gets a new UUID. The state must be its two-letter code.
        After a SQL import, run <code>select public.refresh_cities();</code> so the state pages and the
        sitemap list the new cities.
      </p>
    </Instructions>
  );
}
