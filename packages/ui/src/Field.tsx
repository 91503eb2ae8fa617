import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import { usePart } from './parts.tsx';
import { CONTROL_CSS, theme } from './theme.ts';

const Wrapper = styled.div`
  display: grid;
  gap: ${theme.space.xs};
`;
const Label = styled.label`
  font-weight: 600;
  font-size: ${theme.size.sm};
`;
const controlStyles = `
  ${CONTROL_CSS}
  &[aria-invalid='true'] { border-color: ${theme.color.danger}; }
`;
const Input = styled.input`
  ${controlStyles}
`;
const TextArea = styled.textarea`
  ${controlStyles} min-height: 6rem;
  resize: vertical;
`;
const SelectControl = styled.select`
  ${controlStyles}
`;
const Hint = styled.p`
  margin: 0;
  font-size: ${theme.size.sm};
  color: ${theme.color.inkMuted};
`;
const Error = styled.p`
  margin: 0;
  font-size: ${theme.size.sm};
  color: ${theme.color.danger};
  font-weight: 600;
`;

interface FieldChrome {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** Label, control, hint and error wired together: the error is announced and tied to the control. */
function useFieldIds(error?: string, hint?: ReactNode) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

function Chrome({
  label,
  error,
  hint,
  ids,
  children,
}: FieldChrome & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  const part = usePart();
  return (
    <Wrapper {...part('field')}>
      <Label htmlFor={ids.id}>{label}</Label>
      {children}
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? (
        <Error id={ids.errorId} role="alert" {...part('field-error')}>
          {error}
        </Error>
      ) : null}
    </Wrapper>
  );
}

export function TextField({ label, error, hint, ...input }: FieldChrome & ComponentProps<'input'>) {
  const part = usePart();
  const ids = useFieldIds(error, hint);
  return (
    <Chrome label={label} error={error} hint={hint} ids={ids}>
      <Input
        {...part('input')}
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
    </Chrome>
  );
}

export function TextAreaField({ label, error, hint, ...input }: FieldChrome & ComponentProps<'textarea'>) {
  const part = usePart();
  const ids = useFieldIds(error, hint);
  return (
    <Chrome label={label} error={error} hint={hint} ids={ids}>
      <TextArea
        {...part('input')}
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
    </Chrome>
  );
}

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  ...select
}: FieldChrome &
  ComponentProps<'select'> & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const part = usePart();
  const ids = useFieldIds(error, hint);
  return (
    <Chrome label={label} error={error} hint={hint} ids={ids}>
      <SelectControl
        {...part('input')}
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectControl>
    </Chrome>
  );
}
