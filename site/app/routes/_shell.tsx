import { isContractorPath } from '@pond/core';
import { Outlet, useNavigation } from 'react-router';
import styled from 'styled-components';
import { Footer } from '../components/Footer.tsx';
import { PageError } from '../components/PageError.tsx';
import { NavBar } from '../components/NavBar.tsx';
import { ProfileLoading } from '../components/ProfileLoading.tsx';

const SkipLink = styled.a`
  position: absolute;
  left: -10000px;
  &:focus {
    left: 1rem;
    top: 1rem;
    z-index: 100;
    background: #fff;
    padding: 0.5rem 1rem;
  }
`;

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <NavBar />
      <main id="main">{children}</main>
      <Footer />
    </>
  );
}

export default function Shell() {
  // A profile loads from the database on the way there: say so instead of leaving the last page up.
  const navigation = useNavigation();
  const toProfile = navigation.state === 'loading' && isContractorPath(navigation.location.pathname);
  return <Frame>{toProfile ? <ProfileLoading /> : <Outlet />}</Frame>;
}

/** A page that fails keeps the navigation and footer around its message. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <Frame>
      <PageError error={error} />
    </Frame>
  );
}
