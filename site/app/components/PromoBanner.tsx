import type { SiteSettings } from '@pond/content';
import { Container, theme } from '@pond/ui';
import styled from 'styled-components';
import { AutoplayVideo } from './AutoplayVideo.tsx';

const Banner = styled.aside`
  margin: ${theme.space.xl} 0;
  > div > div {
    display: grid;
    gap: ${theme.space.md};
    align-items: center;
    padding: ${theme.space.lg};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.brandSoft};
  }
  @media (min-width: ${theme.breakpoint.mobile}) {
    > div > div {
      grid-template-columns: 16rem 1fr;
    }
  }
  video {
    width: 100%;
    aspect-ratio: 16 / 9;
    border-radius: ${theme.radius.md};
    background: ${theme.color.brand};
    object-fit: cover;
  }
  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.size.xl};
  }
  p {
    margin: 0 0 ${theme.space.sm};
  }
`;

/** The fountain shop banner (spec §1): a muted looping video, the warranty claim and a link in a new tab. */
export function PromoBanner({ banner }: { banner: SiteSettings['promoBanner'] }) {
  if (!banner) return null;
  return (
    <Banner aria-label="Pond fountains">
      <Container>
        <div>
          <AutoplayVideo label="promo video" src={banner.videoUrl} width={256} height={144} />
          <div>
            <h2>{banner.headline}</h2>
            <p>{banner.warrantyText}</p>
            <a href={banner.linkUrl} target="_blank" rel="noopener noreferrer sponsored">
              {banner.linkLabel} <span className="visually-hidden">(opens in a new tab)</span>
            </a>
          </div>
        </div>
      </Container>
    </Banner>
  );
}
