import { Button, Card, Container, Section } from '@pond/ui';
import type { PondClient } from '@pond/supabase';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { accountClient, type StaffSession, signOutHere } from '../../lib/staff-session.client.ts';
import { SignInForm } from './SignInForm.tsx';
import { Bar } from './staff-styles.ts';

/**
 * A staff page: the sign-in form to anyone who is not signed in as staff, the tool only to staff.
 * The session comes from the page's loader (`staffSession`); signing in or out runs the loaders
 * again, so the page shows what the new session may see. The pre-rendered page holds the sign-in
 * form, disabled until the page can act on it, never the tool.
 */
export function StaffGate({
  session,
  children,
}: {
  /** Absent in the pre-rendered page, before the loader has run. */
  session?: StaffSession;
  children: (client: PondClient) => ReactNode;
}) {
  const { revalidate } = useRevalidator();

  const signIn = async (email: string, password: string) => {
    const client = await accountClient();
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    if (error || !data.user) return { code: error?.code };
    await revalidate();
    return null;
  };

  const signOut = () => signOutHere(revalidate);

  if (session?.status !== 'staff') {
    return (
      <Section>
        <Container>
          {session?.status === 'not-staff' ? (
            <Card>
              <p role="alert">
                You are signed in as {session.email}, which is not a staff account. Sign out and sign in with
                a staff account.
              </p>
              <Button type="button" $variant="secondary" onClick={signOut}>
                Sign Out
              </Button>
            </Card>
          ) : (
            <SignInForm ready={session !== undefined} onSignIn={signIn} />
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
            Signed in as <strong>{session.email}</strong> (staff)
          </p>
          <Button type="button" $variant="secondary" onClick={signOut}>
            Sign Out
          </Button>
        </Bar>
        {children(session.client)}
      </Container>
    </Section>
  );
}
