import { BRAND_NAME, PATHS } from '@pond/core';
import { Container, theme } from '@pond/ui';

import styled from 'styled-components';
import { SiteLink } from './SiteLink.tsx';

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
              <SiteLink to={PATHS.home}>Home</SiteLink>
            </li>
            <li>
              <SiteLink to={PATHS.about}>About</SiteLink>
            </li>
            <li>
              <SiteLink to={PATHS.privacy}>Privacy Policy</SiteLink>
            </li>
            <li>
              <SiteLink to={PATHS.terms}>Terms of Service</SiteLink>
            </li>
            <li>
              <SiteLink to={PATHS.sitemapHtml}>Sitemap</SiteLink>
            </li>
            <li>
              <SiteLink to={PATHS.directory}>View All States</SiteLink>
            </li>
            <li>
              <SiteLink to={PATHS.specialties}>Contractor Specialties</SiteLink>
            </li>
            <li>
              <SiteLink to={PATHS.partners}>Partners</SiteLink>
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
