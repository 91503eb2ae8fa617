import styled, { css } from 'styled-components';
import { theme } from './theme.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const variants = {
  primary: css`
    background: ${theme.color.action};
    color: #fff;
    border-color: ${theme.color.action};
    &:hover:not(:disabled) {
      background: ${theme.color.actionStrong};
      color: #fff;
    }
  `,
  secondary: css`
    background: ${theme.color.surface};
    color: ${theme.color.brand};
    border-color: ${theme.color.brand};
    &:hover:not(:disabled) {
      background: ${theme.color.brandSoft};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.color.brand};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${theme.color.brandSoft};
    }
  `,
};

/** A button; `as={Link}` or `as="a"` makes it a link that looks like one. */
export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  padding: 0.625rem 1.25rem;
  border: 2px solid transparent;
  border-radius: var(--pond-button-radius, ${theme.radius.pill});
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;
