import { PATHS } from '@pond/core';
import { theme, usePart } from '@pond/ui';
import styled from 'styled-components';
import { useWidgetHost } from '../kit/host.tsx';

const Consent = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${theme.color.inkMuted};
`;

/** What a homeowner agrees to by sending the form, with our policy and terms a link away. */
export function ConsentNote() {
  const part = usePart();
  return (
    <Consent {...part('consent')}>
      By submitting, you agree to our <OurLink path={PATHS.privacy}>Privacy Policy</OurLink> and{' '}
      <OurLink path={PATHS.terms}>Terms of Service</OurLink> and consent to receive calls, texts and emails,
      including marketing, from Pond Builders Direct and its partners about your project. Consent is not a
      condition of purchase.
    </Consent>
  );
}

/** A link to one of our pages: absolute and in a new tab on a partner's page (ARCHITECTURE.md "Widgets"). */
function OurLink({ path, children }: { path: string; children: React.ReactNode }) {
  const { href, linkTarget } = useWidgetHost();
  return (
    <a href={href(path)} {...(linkTarget ? { target: linkTarget, rel: 'noopener' } : {})}>
      {children}
    </a>
  );
}
