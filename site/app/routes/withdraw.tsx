import { PATHS, WITHDRAW_TEXTS, parseWithdrawLink } from '@pond/core';
import { PondDataError } from '@pond/supabase/errors';
import { Button, Card, Container, Section, theme } from '@pond/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../components/PageHeader.tsx';
import { withdraw } from '../lib/database.client.ts';
import { useHydrated } from '../lib/hydration.ts';
import { brandedTitle, pageMeta } from '../lib/seo.ts';
import { hydrated } from '../lib/hydrate.ts';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Withdraw Your Quote Request'),
    description: 'Withdraw a quote request you sent through Pond Builders Direct.',
    path: PATHS.withdraw,
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

type Outcome =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; alreadyWith: string[] }
  | { kind: 'error'; message: string };

/**
 * Where the link in our mails leads (issue 9 of 9). Withdrawing takes a click, not just the visit:
 * mail programs open links to check them, and that must not withdraw anyone's request.
 */
export default function WithdrawRoute() {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const link = hydrated ? parseWithdrawLink(search) : null;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const confirm = async () => {
    if (!link) return;
    setOutcome({ kind: 'working' });
    try {
      const result = await withdraw(link);
      setOutcome({ kind: 'done', alreadyWith: result.alreadyWith });
    } catch (error) {
      setOutcome({
        kind: 'error',
        message: error instanceof PondDataError ? error.message : WITHDRAW_TEXTS.failed,
      });
    }
  };

  return (
    <>
      <PageHeader title={WITHDRAW_TEXTS.heading} />
      <Section>
        <Container>
          <Card>
            <Stack>
              {!hydrated ? null : !link ? (
                <p role="alert">{WITHDRAW_TEXTS.invalid}</p>
              ) : outcome.kind === 'done' ? (
                <>
                  <p role="status">{WITHDRAW_TEXTS.done}</p>
                  {outcome.alreadyWith.length ? (
                    <p>{WITHDRAW_TEXTS.alreadyWith(outcome.alreadyWith)}</p>
                  ) : null}
                </>
              ) : (
                <>
                  <p>{WITHDRAW_TEXTS.intro}</p>
                  <div>
                    <Button
                      type="button"
                      disabled={outcome.kind === 'working'}
                      onClick={() => void confirm()}
                    >
                      {outcome.kind === 'working' ? WITHDRAW_TEXTS.working : WITHDRAW_TEXTS.button}
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
