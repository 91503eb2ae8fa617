import { theme } from '@pond/ui';
import styled from 'styled-components';

// The home page's two-column rows (the hero, the ecosystem pond) and their media.

export const HeroGrid = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  @media (min-width: ${theme.breakpoint.large}) {
    grid-template-columns: 1.1fr 1fr;
  }
`;
export const Media = styled.figure`
  margin: 0;
  img,
  video {
    width: 100%;
    aspect-ratio: 16 / 9;
    border-radius: ${theme.radius.lg};
    object-fit: cover;
    box-shadow: ${theme.shadow.raised};
  }
  figcaption {
    font-size: ${theme.size.xs};
    color: ${theme.color.inkMuted};
    margin-top: ${theme.space.xs};
  }
`;
