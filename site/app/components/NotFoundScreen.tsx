import { NOT_FOUND_PAGE, PATHS, POPULAR_LOCATIONS, cityUrl, notFoundRedirect, redirectFor } from '@pond/core';
import { Button, ButtonRow, Container, Section, useToast } from '@pond/ui';
import styled from 'styled-components';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NOT_FOUND_MARKER } from '../lib/not-found-marker.ts';
import { noticeOf } from '../lib/redirect-notice.ts';
import { SiteLink } from './SiteLink.tsx';

const Code = styled.p`
  font-size: 4rem;
  margin: 0;
`;

/**
 * Not-found page (spec §2.13): logs the bad path and redirects old link formats with a toast. As
 * pre-rendered (no React in the browser) the site script does that on arrival
 * (site-script/not-found.ts); on a page that hydrated, this effect does.
 */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    if (pathname === PATHS.notFound) return;
    // A moved address that reached the router (a link followed inside an application page): go where
    // the route table sends it.
    const moved = redirectFor(pathname);
    if (moved) {
      navigate(moved, { replace: true });
      return;
    }
    console.warn('404: no page at', pathname);
    const redirect = notFoundRedirect(pathname);
    if (!redirect) return;
    toast(noticeOf(redirect));
    navigate(redirect.to, { replace: true });
  }, [pathname, navigate, toast]);
  return (
    <Section {...{ [NOT_FOUND_MARKER]: '' }}>
      <Container>
        <Code aria-hidden="true">{NOT_FOUND_PAGE.code}</Code>
        <h1>{NOT_FOUND_PAGE.heading}</h1>
        <p>{NOT_FOUND_PAGE.text}</p>
        <ButtonRow>
          <Button as={SiteLink} to={PATHS.home}>
            {NOT_FOUND_PAGE.backToHome}
          </Button>
          {/* history.back() by the site script, with or without React on the page. */}
          <Button type="button" $variant="secondary" data-action="back">
            {NOT_FOUND_PAGE.goBack}
          </Button>
        </ButtonRow>
        <h2>{NOT_FOUND_PAGE.popularLocations}</h2>
        <ul>
          {POPULAR_LOCATIONS.map((city) => (
            <li key={city.display}>
              <SiteLink to={cityUrl(city.city, city.state)}>{city.display}</SiteLink>
            </li>
          ))}
        </ul>
        <SiteLink to={PATHS.directory}>{NOT_FOUND_PAGE.viewAllLocations}</SiteLink>
      </Container>
    </Section>
  );
}
