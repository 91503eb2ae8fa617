import {
  CHECK_LABELS,
  CREDENTIAL_KINDS,
  type CredentialKind,
  DIRECTORY_MESSAGES,
  DIRECTORY_RADII_MILES,
  DIRECTORY_SORTS,
  RATING_FILTER,
  effectiveSort,
  parseLocationInput,
  ratingFilterLabel,
  type DirectoryRadius,
  type DirectorySearch,
  type DirectorySort,
} from '@pond/core';
import { SelectField, theme, usePart } from '@pond/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { LocationCombobox } from './LocationCombobox.tsx';

const Panel = styled.div`
  display: grid;
  gap: ${theme.space.md};
  align-content: start;
`;
const Slider = styled.div`
  /* The label and the value it shows side by side: an <output> may not sit inside a <label for>. */
  div {
    display: flex;
    justify-content: space-between;
    margin-bottom: ${theme.space.xs};
  }
  label {
    font-weight: 600;
  }
  output {
    font-weight: 400;
    color: ${theme.color.inkMuted};
  }
  input {
    width: 100%;
    accent-color: ${theme.color.action};
  }
`;

/** Only builders whose insurance (and licence where required) we verified. */
const Check = styled.label`
  display: flex;
  gap: ${theme.space.sm};
  align-items: center;
  font-weight: 600;
  input {
    accent-color: ${theme.color.action};
  }
`;

/**
 * The filter panel (spec §2.7): location with suggestions, minimum rating 0–5 ('Any' at 0), and
 * ours beyond the spec: the radius around a ZIP and the order of the results.
 */
export function FilterPanel({
  id,
  typed,
  onType,
  onPick,
  searching,
  search,
  onChange,
}: {
  id: string;
  typed: string;
  onType: (text: string) => void;
  onPick: (text: string) => void;
  searching: boolean;
  search: DirectorySearch;
  onChange: (change: Partial<DirectorySearch>) => void;
}) {
  const part = usePart();
  const ratingId = useId();
  const hasZip = parseLocationInput(search.q).postalCode !== undefined;
  const sorts = DIRECTORY_SORTS.filter((sort) => hasZip || sort.value !== 'distance');
  return (
    <Panel id={id} {...part('filters')} role="search" aria-label="Filter pond builders">
      <LocationCombobox
        value={typed}
        onChange={onType}
        onPick={onPick}
        hint={searching ? DIRECTORY_MESSAGES.searching : undefined}
      />
      <Slider>
        <div>
          <label htmlFor={ratingId}>Minimum rating</label>
          <output htmlFor={ratingId}>{ratingFilterLabel(search.rating)}</output>
        </div>
        <input
          id={ratingId}
          type="range"
          min={RATING_FILTER.min}
          max={RATING_FILTER.max}
          step={RATING_FILTER.step}
          value={search.rating}
          aria-valuetext={ratingFilterLabel(search.rating)}
          onChange={(event) => onChange({ rating: Number(event.target.value) })}
        />
      </Slider>
      {hasZip ? (
        <SelectField
          label="Distance from ZIP code"
          value={String(search.radius)}
          options={DIRECTORY_RADII_MILES.map((miles) => ({
            value: String(miles),
            label: `Within ${miles} miles`,
          }))}
          onChange={(event) => onChange({ radius: Number(event.target.value) as DirectoryRadius })}
        />
      ) : null}
      <SelectField
        label="Sort by"
        value={effectiveSort(search)}
        options={sorts}
        onChange={(event) => onChange({ sort: event.target.value as DirectorySort })}
      />
      <Check>
        <input
          type="checkbox"
          checked={Boolean(search.verified)}
          onChange={(event) => onChange({ verified: event.target.checked })}
        />
        Verified only
      </Check>
      <SelectField
        label="Trade credential"
        value={search.credential ?? ''}
        options={[
          { value: '', label: 'Any credential' },
          ...CREDENTIAL_KINDS.map((kind) => ({ value: kind, label: CHECK_LABELS[kind] })),
        ]}
        onChange={(event) =>
          onChange({ credential: (event.target.value || undefined) as CredentialKind | undefined })
        }
      />
    </Panel>
  );
}
