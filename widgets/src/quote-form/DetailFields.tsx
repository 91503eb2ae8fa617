import {
  BUDGETS,
  CALL_TIMES,
  DETAIL_TEXTS,
  MACHINE_ACCESS,
  POND_FEET,
  POND_SIZES,
  TIMELINES,
  type RequestDetails,
} from '@pond/core';
import { SelectField, TextField, theme } from '@pond/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Fields = styled.details`
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  > div {
    display: grid;
    gap: ${theme.space.sm};
    margin-top: ${theme.space.sm};
  }
`;
const Pair = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: 1fr 1fr;
`;

const choice = (value: string) => (value === '' ? null : value);
const feet = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * "Help builders quote": the pond's size (in feet, or small / medium / large), budget, timing,
 * machine access, a pond to rebuild, the best time to call, the plan the homeowner came with and
 * photos of the spot. Every field may stay blank.
 */
export function DetailFields({
  details,
  onChange,
  error,
  open,
  plan,
  photos,
}: {
  details: RequestDetails;
  onChange: (details: RequestDetails) => void;
  error: string | null;
  /** Open at first: a plan came with the homeowner. */
  open: boolean;
  /** The attached plan, with the way to leave it out. */
  plan: ReactNode;
  /** Site photos, uploaded as chosen. */
  photos: ReactNode;
}) {
  const set = (change: Partial<RequestDetails>) => onChange({ ...details, ...change });
  const select = (
    label: string,
    options: readonly { value: string; label: string }[],
    value: string | null | undefined,
    change: (value: string | null) => Partial<RequestDetails>,
  ) => (
    <SelectField
      label={label}
      placeholder="Not given"
      options={options}
      value={value ?? ''}
      onChange={(event) => set(change(choice(event.currentTarget.value)))}
    />
  );
  return (
    <Fields open={open}>
      <summary>{DETAIL_TEXTS.heading}</summary>
      <div>
        <p>{DETAIL_TEXTS.intro}</p>
        {plan}
        <Pair>
          <TextField
            label="Length (ft)"
            inputMode="numeric"
            min={POND_FEET.min}
            max={POND_FEET.max}
            value={details.lengthFt ?? ''}
            error={error ?? undefined}
            onChange={(event) => set({ lengthFt: feet(event.currentTarget.value) })}
          />
          <TextField
            label="Width (ft)"
            inputMode="numeric"
            min={POND_FEET.min}
            max={POND_FEET.max}
            value={details.widthFt ?? ''}
            onChange={(event) => set({ widthFt: feet(event.currentTarget.value) })}
          />
        </Pair>
        {select('Or its size', POND_SIZES, details.size, (size) => ({
          size: size as RequestDetails['size'],
        }))}
        {select('Budget', BUDGETS, details.budget, (budget) => ({
          budget: budget as RequestDetails['budget'],
        }))}
        {select('Timing', TIMELINES, details.timing, (timing) => ({
          timing: timing as RequestDetails['timing'],
        }))}
        {select('Can a small digger reach the spot?', MACHINE_ACCESS, details.machineAccess, (access) => ({
          machineAccess: access as RequestDetails['machineAccess'],
        }))}
        {select(
          'An existing pond to rebuild?',
          [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
          details.rebuild === null || details.rebuild === undefined ? null : details.rebuild ? 'yes' : 'no',
          (rebuild) => ({ rebuild: rebuild === null ? null : rebuild === 'yes' }),
        )}
        {select('Best time to call', CALL_TIMES, details.callTime, (time) => ({
          callTime: time as RequestDetails['callTime'],
        }))}
        {photos}
      </div>
    </Fields>
  );
}
