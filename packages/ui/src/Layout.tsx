import styled from 'styled-components';
import { media, theme } from './theme.ts';

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.md};
  ${media.tablet} {
    padding: 0 ${theme.space.lg};
  }
`;

/** A band of the page; `$closeUnder` starts it near the header on a phone (results on the first screen). */
export const Section = styled.section<{ $muted?: boolean; $closeUnder?: boolean }>`
  padding: ${theme.space.xl} 0;
  padding-top: ${({ $closeUnder }) => ($closeUnder ? theme.space.sm : theme.space.xl)};
  background: ${({ $muted }) => ($muted ? theme.color.surfaceMuted : 'transparent')};
  ${media.tablet} {
    padding: ${theme.space.xxl} 0;
  }
`;

export const Card = styled.div`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space.lg};
`;

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '16rem' }) => $min}, 1fr));
`;

/** A row of buttons that wraps on narrow screens. */
export const ButtonRow = styled.p`
  display: flex;
  gap: ${theme.space.md};
  flex-wrap: wrap;
`;

/** Two columns on large screens (a narrow one, then a wide one), stacked below. */
export const Split = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: start;
  ${media.large} {
    grid-template-columns: 2fr 3fr;
  }
`;
