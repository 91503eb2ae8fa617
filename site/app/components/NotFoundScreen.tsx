import { PATHS, POPULAR_LOCATIONS, cityUrl, notFoundRedirect, redirectFor } from '@pond/core';
import { Button, Container, Section, useToast } from '@pond/ui';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

/** Not-found page (spec §2.13): logs the bad path and redirects old link formats with a toast. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    if (pathname === '/404') return;
    // A moved address that reached the browser (a static host without our redirect rules, or a link
    // followed in the app): go where the route table sends it.
    const moved = redirectFor(pathname);
    if (moved) {
      navigate(moved, { replace: true });
      return;
    }
    console.warn('404: no page at', pathname);
    const redirect = notFoundRedirect(pathname);
    if (!redirect) return;
    toast({
      title: redirect.toast.message,
      variant: redirect.toast.kind === 'error' ? 'destructive' : 'info',
    });
    navigate(redirect.to, { replace: true });
  }, [pathname, navigate, toast]);
  return (
    <Section>
      <Container>
        <p aria-hidden="true" style={{ fontSize: '4rem', margin: 0 }}>
          404
        </p>
        <h1>Oops! We can't find that page</h1>
        <p>
          The page you are looking for might have been removed, had its name changed, or is temporarily
          unavailable.
        </p>
        <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
          <Button as={Link} to={PATHS.home}>
            Back to Home
          </Button>
          <Button type="button" $variant="secondary" onClick={() => navigate(-1)}>
            Go Back
          </Button>
        </p>
        <h2>Popular pond builder locations:</h2>
        <ul>
          {POPULAR_LOCATIONS.map((city) => (
            <li key={city.display}>
              <Link to={cityUrl(city.city, city.state)}>{city.display}</Link>
            </li>
          ))}
        </ul>
        <Link to={PATHS.directory}>View all locations</Link>
      </Container>
    </Section>
  );
}
