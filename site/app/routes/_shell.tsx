import { Outlet } from 'react-router';
import styled from 'styled-components';
import { Footer } from '../components/Footer.tsx';
import { NavBar } from '../components/NavBar.tsx';

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

export default function Shell() {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <NavBar />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
