import { parseWithdrawLink, type WithdrawLink } from '@pond/core';
import { PondDataError } from '@pond/supabase/errors';
import { Button, Card, Container, Section, theme } from '@pond/ui';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useHydrated } from '../lib/hydration.ts';
import { PageHeader } from './PageHeader.tsx';

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.md};
  max-width: 40rem;
  p {
    margin: 0;
  }
`;

type Outcome<Done> =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; result: Done }
  | { kind: 'error'; message: string };

/**
 * A page a signed link in one of our mails opens (withdraw, "Yes, this was me"). It acts on a press,
 * not on the visit: mail programs open links to check them, and that must change nothing.
 */
export function SignedLinkPage<Done>({
  texts,
  act,
  done,
  title,
  refusal = null,
  before,
}: {
  texts: { heading: string; intro: string; button: string; working: string; invalid: string; failed: string };
  act: (link: WithdrawLink) => Promise<Done>;
  done: (result: Done) => ReactNode;
  /** The page's own title when it is more than its action (the request's page); the action's heading is then its card's. */
  title?: string;
  /** Why the action cannot be taken, known before a press: a link not valid or expired (an alert), or done already (a status). */
  refusal?: { message: string; role: 'alert' | 'status' } | null;
  /** What the page shows above its action (the request's progress). */
  before?: ReactNode;
}) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const link = hydrated ? parseWithdrawLink(search) : null;
  const [outcome, setOutcome] = useState<Outcome<Done>>({ kind: 'idle' });

  const press = async () => {
    if (!link) return;
    setOutcome({ kind: 'working' });
    try {
      setOutcome({ kind: 'done', result: await act(link) });
    } catch (error) {
      setOutcome({ kind: 'error', message: error instanceof PondDataError ? error.message : texts.failed });
    }
  };

  return (
    <>
      <PageHeader title={title ?? texts.heading} />
      <Section>
        <Container>
          {before}
          <Card>
            <Stack>
              {title ? <h2>{texts.heading}</h2> : null}
              {!hydrated ? null : !link ? (
                <p role="alert">{texts.invalid}</p>
              ) : refusal && outcome.kind !== 'done' ? (
                <p role={refusal.role}>{refusal.message}</p>
              ) : outcome.kind === 'done' ? (
                done(outcome.result)
              ) : (
                <>
                  <p>{texts.intro}</p>
                  <div>
                    <Button type="button" disabled={outcome.kind === 'working'} onClick={() => void press()}>
                      {outcome.kind === 'working' ? texts.working : texts.button}
                    </Button>
                  </div>
                  {outcome.kind === 'error' ? <p role="alert">{outcome.message}</p> : null}
                </>
              )}
            </Stack>
          </Card>
        </Container>
      </Section>
    </>
  );
}
