import { CONFIRM_TEXTS, PATHS, parseWithdrawLink } from '@pond/core';
import { PondDataError } from '@pond/supabase/errors';
import { Button, Card, Container, Section, theme } from '@pond/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../components/PageHeader.tsx';
import { confirm } from '../lib/database.client.ts';
import { useHydrated } from '../lib/hydration.ts';
import { brandedTitle, pageMeta } from '../lib/seo.ts';
import { hydrated } from '../lib/hydrate.ts';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Confirm Your Quote Request'),
    description: 'Confirm a quote request you sent through Pond Builders Direct.',
    path: PATHS.confirmRequest,
    noIndex: true,
  });

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.md};
  max-width: 40rem;
  p {
    margin: 0;
  }
`;

type Outcome = { kind: 'idle' } | { kind: 'working' } | { kind: 'done' } | { kind: 'error'; message: string };

/**
 * Where the confirmation mail's "Yes, this was me" leads (issue 32): the homeowner proves the mailbox,
 * and a partner's credit for the request is confirmed. It takes a press, not just the visit: mail
 * programs open links to check them, and that must not confirm anything.
 */
export default function ConfirmRequestRoute() {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const link = hydrated ? parseWithdrawLink(search) : null;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const pressed = async () => {
    if (!link) return;
    setOutcome({ kind: 'working' });
    try {
      await confirm(link);
      setOutcome({ kind: 'done' });
    } catch (error) {
      setOutcome({
        kind: 'error',
        message: error instanceof PondDataError ? error.message : CONFIRM_TEXTS.failed,
      });
    }
  };

  return (
    <>
      <PageHeader title={CONFIRM_TEXTS.heading} />
      <Section>
        <Container>
          <Card>
            <Stack>
              {!hydrated ? null : !link ? (
                <p role="alert">{CONFIRM_TEXTS.invalid}</p>
              ) : outcome.kind === 'done' ? (
                <p role="status">{CONFIRM_TEXTS.done}</p>
              ) : (
                <>
                  <p>{CONFIRM_TEXTS.intro}</p>
                  <div>
                    <Button
                      type="button"
                      disabled={outcome.kind === 'working'}
                      onClick={() => void pressed()}
                    >
                      {outcome.kind === 'working' ? CONFIRM_TEXTS.working : CONFIRM_TEXTS.button}
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
