import { PLANNER_STEPS } from '@pond/core';
import { theme, usePart } from '@pond/ui';
import styled from 'styled-components';

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(${PLANNER_STEPS.length}, 1fr);
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;
const Item = styled.li`
  display: grid;
  justify-items: center;
  gap: ${theme.space.xs};
  text-align: center;
  font-size: ${theme.size.sm};
  color: ${theme.color.inkMuted};
  &[aria-current='step'] {
    color: ${theme.color.ink};
    font-weight: 700;
  }
`;
const Dot = styled.span<{ $state: 'done' | 'current' | 'todo' }>`
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  font-weight: 700;
  border: 2px solid ${({ $state }) => ($state === 'todo' ? theme.color.border : theme.color.brand)};
  background: ${({ $state }) => ($state === 'done' ? theme.color.brand : theme.color.surface)};
  color: ${({ $state }) => ($state === 'done' ? '#fff' : theme.color.brand)};
`;

/** The four steps of spec §4, a tick on each completed one; the current one is announced as such. */
export function StepIndicator({ step }: { step: number }) {
  const part = usePart();
  return (
    <List aria-label="Planner steps" {...part('steps')}>
      {PLANNER_STEPS.map((label, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'current' : 'todo';
        return (
          <Item key={label} aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
            <Dot $state={state} aria-hidden="true">
              {state === 'done' ? '✓' : number}
            </Dot>
            <span>
              {label}
              {state === 'done' ? <VisuallyHidden> (completed)</VisuallyHidden> : null}
            </span>
          </Item>
        );
      })}
    </List>
  );
}

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
