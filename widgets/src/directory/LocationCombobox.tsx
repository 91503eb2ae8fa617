import { matchSuggestions, type FeaturedCity } from '@pond/core';
import { theme, usePart } from '@pond/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  position: relative;
`;
const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: ${theme.space.xs};
`;
const Input = styled.input`
  width: 100%;
  font: inherit;
  color: ${theme.color.ink};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  padding: 0.625rem 0.75rem;
  min-height: 2.75rem;
`;
const List = styled.ul`
  position: absolute;
  z-index: 5;
  inset-inline: 0;
  top: calc(100% + 2px);
  margin: 0;
  padding: ${theme.space.xs} 0;
  list-style: none;
  max-height: 16rem;
  overflow-y: auto;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  box-shadow: ${theme.shadow.raised};
  li {
    padding: ${theme.space.sm} ${theme.space.md};
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${theme.color.brandSoft};
    color: ${theme.color.brandStrong};
  }
`;
const Hint = styled.p`
  margin: ${theme.space.xs} 0 0;
  min-height: 1.25rem;
  font-size: ${theme.size.sm};
  color: ${theme.color.inkMuted};
`;

/**
 * The location field with the suggested cities (spec §2.7, §5) as an ARIA 1.2 combobox: typing
 * filters the list, arrows move through it, Enter picks, Escape closes; the mouse works too.
 */
export function LocationCombobox({
  value,
  onChange,
  onPick,
  hint,
}: {
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was chosen, or Enter pressed: search it now, without waiting for the debounce. */
  onPick: (text: string) => void;
  hint?: string;
}) {
  const part = usePart();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = matchSuggestions(value);
  const shown = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (city: FeaturedCity) => {
    setOpen(false);
    setActive(-1);
    onPick(city.display);
  };
  const move = (step: 1 | -1) => {
    const count = suggestions.length;
    if (count === 0) return;
    setOpen(true);
    // From no option, down goes to the first and up to the last.
    setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter') {
      // The highlighted suggestion, or else what was typed, searched at once.
      const highlighted = shown ? suggestions[active] : undefined;
      if (highlighted) pick(highlighted);
      else {
        setOpen(false);
        onPick(value);
      }
    } else if (event.key === 'Escape' && open) setOpen(false);
    else return;
    event.preventDefault();
  };
  // Keep the highlighted option in sight as the arrows move through a list taller than its box.
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (active >= 0) list.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  return (
    <Wrapper>
      <Label htmlFor={`${id}-input`}>Location</Label>
      <Input
        id={`${id}-input`}
        {...part('input')}
        type="text"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        placeholder="City, state or ZIP code"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
      />
      <List ref={list} id={`${id}-list`} role="listbox" aria-label="Suggested cities" hidden={!shown}>
        {suggestions.map((city, index) => (
          // Keyboard users pick with the arrows and Enter in the field, as the combobox pattern has it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={city.display}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keep focus in the field: a blur would close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(city)}
          >
            {city.display}
          </li>
        ))}
      </List>
      <Hint id={`${id}-hint`} aria-live="polite">
        {hint}
      </Hint>
    </Wrapper>
  );
}
