import { BRAND_NAME, PATHS } from '@pond/core';
import { Container, theme } from '@pond/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

const Wrapper = styled.footer`
  margin-top: ${theme.space.xxl};
  padding: ${theme.space.xl} 0;
  background: ${theme.color.brandStrong};
  color: #e6f0f2;
  a {
    color: #fff;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.md};
    list-style: none;
    margin: 0 0 ${theme.space.md};
    padding: 0;
  }
  p {
    margin: ${theme.space.sm} 0 0;
  }
`;

/** The footer of spec §2.3; the year is the visitor's current year. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Wrapper>
      <Container>
        <nav aria-label="Footer">
          <ul>
            <li>
              <Link to={PATHS.home}>Home</Link>
            </li>
            <li>
              <Link to={PATHS.about}>About</Link>
            </li>
            <li>
              <Link to={PATHS.privacy}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={PATHS.terms}>Terms of Service</Link>
            </li>
            <li>
              <Link to={PATHS.sitemapHtml}>Sitemap</Link>
            </li>
            <li>
              <Link to={PATHS.directory}>View All States</Link>
            </li>
            <li>
              <Link to={PATHS.specialties}>Contractor Specialties</Link>
            </li>
            <li>
              <Link to={PATHS.partners}>Partners</Link>
            </li>
          </ul>
        </nav>
        <p>
          We connect homeowners with pond builders and water-feature contractors for design, installation,
          maintenance and repair, and show what we verified about each. Free for homeowners.
        </p>
        <p>
          © <span suppressHydrationWarning>{year}</span> {BRAND_NAME}. All rights reserved.
        </p>
      </Container>
    </Wrapper>
  );
}
