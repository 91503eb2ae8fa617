import { isStaffAccount } from '@pond/core';
import type { PondClient } from '@pond/supabase';
import { Button, Card, Container, Section } from '@pond/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/hydration.ts';
import { staffClient } from '../../lib/staff-session.client.ts';
import { SignInForm } from './SignInForm.tsx';
import { Bar } from './staff-styles.ts';

type Account = { email: string; staff: boolean };
type GateState =
  | { status: 'checking' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; account: Account; client: PondClient };

const accountOf = (user: { email?: string; app_metadata?: Record<string, unknown> }): Account => ({
  email: user.email ?? '',
  staff: isStaffAccount(user),
});

/**
 * A staff page: a sign-in form to anyone who is not signed in as staff, the tool only to staff.
 * The session lives in the browser (a reload keeps it); the server checks it on arrival, and
 * signing out ends it there too. The pre-rendered page holds the sign-in form, never the tool.
 */
export function StaffGate({ children }: { children: (client: PondClient) => ReactNode }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<GateState>({ status: 'checking' });

  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    void staffClient()
      .then(async (client) => {
        const { data } = await client.auth.getUser().catch(() => ({ data: { user: null } }));
        if (!live) return;
        setState(
          data.user
            ? { status: 'signed-in', account: accountOf(data.user), client }
            : { status: 'signed-out' },
        );
        const { data: listener } = client.auth.onAuthStateChange((event, session) => {
          if (event === 'SIGNED_OUT' || !session) setState({ status: 'signed-out' });
          else setState({ status: 'signed-in', account: accountOf(session.user), client });
        });
        unsubscribe = () => listener.subscription.unsubscribe();
      })
      .catch(() => {
        // The session could not be read (storage blocked, a broken page load): offer the sign-in form.
        if (live) setState({ status: 'signed-out' });
      });
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);

  const signIn = async (email: string, password: string) => {
    const client = await staffClient();
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    if (error || !data.user) return { code: error?.code };
    setState({ status: 'signed-in', account: accountOf(data.user), client });
    return null;
  };

  const signOut = async () => {
    const client = await staffClient();
    const { error } = await client.auth.signOut();
    // The server could not end the session (offline, a dead database): forget it on this device at least.
    if (error) await client.auth.signOut({ scope: 'local' });
    setState({ status: 'signed-out' });
  };

  if (state.status !== 'signed-in' || !state.account.staff) {
    return (
      <Section>
        <Container>
          {state.status === 'signed-in' ? (
            <Card>
              <p role="alert">
                You are signed in as {state.account.email}, which is not a staff account. Sign out and sign in
                with a staff account.
              </p>
              <Button type="button" $variant="secondary" onClick={signOut}>
                Sign Out
              </Button>
            </Card>
          ) : (
            <SignInForm ready={hydrated && state.status === 'signed-out'} onSignIn={signIn} />
          )}
        </Container>
      </Section>
    );
  }
  return (
    <Section>
      <Container>
        <Bar>
          <p>
            Signed in as <strong>{state.account.email}</strong> (staff)
          </p>
          <Button type="button" $variant="secondary" onClick={signOut}>
            Sign Out
          </Button>
        </Bar>
        {children(state.client)}
      </Container>
    </Section>
  );
}
