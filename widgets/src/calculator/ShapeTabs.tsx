import { usePart } from '@pond/ui/parts';
import { POND_SHAPES, type PondShape } from '@pond/core';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The three shape tabs of spec §2.12 as an ARIA tablist: arrow keys, Home and End move between
 * tabs and select them (automatic activation); only the selected tab is in the tab order.
 */
export function ShapeTabs({
  idPrefix,
  shape,
  onChange,
  children,
}: {
  idPrefix: string;
  shape: PondShape;
  onChange: (shape: PondShape) => void;
  children: ReactNode;
}) {
  const part = usePart();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = POND_SHAPES.findIndex((option) => option.value === shape);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = POND_SHAPES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % POND_SHAPES.length
        : event.key === 'ArrowLeft'
          ? (index + last) % POND_SHAPES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(POND_SHAPES[next]!.value);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <div className="pc-tabs" role="tablist" aria-label="Pond shape" {...part('tabs')}>
        {POND_SHAPES.map((option, position) => (
          <button
            className="pc-tab"
            key={option.value}
            ref={(element) => {
              tabs.current[position] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${option.value}`}
            aria-selected={option.value === shape}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={option.value === shape ? 0 : -1}
            onClick={() => onChange(option.value)}
            onKeyDown={onKeyDown}
            {...part('tab')}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div
        className="pc-panel"
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${shape}`}
      >
        {children}
      </div>
    </>
  );
}
