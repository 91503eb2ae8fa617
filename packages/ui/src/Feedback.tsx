import styled, { keyframes } from 'styled-components';
import { theme } from './theme.ts';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

/** A placeholder block of a given height while content loads. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{ $height?: string }>`
  height: ${({ $height = '3rem' }) => $height};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceMuted};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;
const SpinnerWrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.inkMuted};
  &::before {
    content: '';
    width: 1.5rem;
    height: 1.5rem;
    border: 3px solid ${theme.color.brandSoft};
    border-top-color: ${theme.color.brand};
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
  }
`;

/** A spinner with its label read out as a status. */
export function Spinner({ label }: { label: string }) {
  return <SpinnerWrap role="status">{label}</SpinnerWrap>;
}
