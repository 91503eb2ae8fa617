import { usePart } from '@pond/ui/parts';
import { formatNumber, pondDrawing, pondDrawingText, type PondDimensions } from '@pond/core';
import { useId, type ReactNode } from 'react';

// Drawing units: the pictures are drawn in a 320-wide box and scale with the widget.
const BOX = 320;
const MARGIN = 34;
const ft = (feet: number) => `${formatNumber(feet, 1)} ft`;

const WATER = '#7cc7d6';
const LINER = '#3d4a52';
const SHEET = '#e7ecea';

/**
 * The calculator's result as pictures: the pond on its liner sheet seen from above,
 * and a cut through it, both to scale (one scale per picture, the same on both axes). The figures
 * come from @pond/core's `pondDrawing`; the caption states all of them for those who cannot see it.
 */
export function PondPicture({ dimensions }: { dimensions: PondDimensions }) {
  const part = usePart();
  const captionId = useId();
  return (
    <figure className="pc-drawing" {...part('drawing')}>
      <div className="pc-views">
        <PlanView dimensions={dimensions} captionId={captionId} />
        <SectionView dimensions={dimensions} captionId={captionId} />
      </div>
      <figcaption id={captionId}>{pondDrawingText(dimensions)}</figcaption>
    </figure>
  );
}

type ViewProps = { dimensions: PondDimensions; captionId: string };

/**
 * One picture: an image named by its title, described by the shared caption. `data-scale` (drawing
 * units per foot) lets a test read the drawn feet back.
 */
function Drawing({
  view,
  title,
  height,
  scale,
  captionId,
  children,
}: {
  view: 'plan' | 'section';
  title: string;
  height: number;
  scale: number;
  captionId: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <svg
      viewBox={`0 0 ${BOX} ${height}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={captionId}
      data-view={view}
      data-scale={scale}
    >
      <title id={titleId}>{title}</title>
      {children}
    </svg>
  );
}

function PlanView({ dimensions, captionId }: ViewProps) {
  const { plan } = pondDrawing(dimensions);
  const scale = (BOX - 2 * MARGIN) / Math.max(plan.liner.length, plan.liner.width);
  const sheet = { w: plan.liner.length * scale, h: plan.liner.width * scale };
  const pond = { w: plan.length * scale, h: plan.width * scale };
  const height = sheet.h + 2 * MARGIN;
  const sheetX = (BOX - sheet.w) / 2;
  const pondX = sheetX + (sheet.w - pond.w) / 2;
  const pondY = MARGIN + (sheet.h - pond.h) / 2;
  return (
    <Drawing
      view="plan"
      title="Plan view of the pond on its liner sheet, to scale"
      height={height}
      scale={scale}
      captionId={captionId}
    >
      <rect
        data-part="liner"
        x={sheetX}
        y={MARGIN}
        width={sheet.w}
        height={sheet.h}
        fill={SHEET}
        stroke={LINER}
        strokeDasharray="4 3"
      />
      {plan.outline === 'circle' ? (
        <ellipse
          data-part="pond"
          cx={pondX + pond.w / 2}
          cy={pondY + pond.h / 2}
          rx={pond.w / 2}
          ry={pond.h / 2}
          fill={WATER}
          stroke={LINER}
        />
      ) : (
        <rect
          data-part="pond"
          x={pondX}
          y={pondY}
          width={pond.w}
          height={pond.h}
          fill={WATER}
          stroke={LINER}
        />
      )}
      <text x={BOX / 2} y={pondY - 6} textAnchor="middle">
        {ft(plan.length)}
      </text>
      {plan.outline === 'rectangle' ? (
        <text
          x={pondX + pond.w + 6}
          y={pondY + pond.h / 2}
          dominantBaseline="middle"
          transform={`rotate(90 ${pondX + pond.w + 6} ${pondY + pond.h / 2})`}
          textAnchor="middle"
        >
          {ft(plan.width)}
        </text>
      ) : null}
      <text x={BOX / 2} y={MARGIN - 10} textAnchor="middle">
        Liner {ft(plan.liner.length)} × {ft(plan.liner.width)}
      </text>
    </Drawing>
  );
}

function SectionView({ dimensions, captionId }: ViewProps) {
  const { section } = pondDrawing(dimensions);
  const scale = (BOX - 2 * MARGIN) / (section.span + 2 * section.overlap);
  const left = MARGIN + section.overlap * scale;
  const right = left + section.span * scale;
  const ground = MARGIN;
  const bottom = ground + section.depth * scale;
  const height = bottom + 44;
  const overlap = section.overlap * scale;
  return (
    <Drawing
      view="section"
      title="Cross-section of the pond and its liner, to scale"
      height={height}
      scale={scale}
      captionId={captionId}
    >
      <line x1={0} y1={ground} x2={BOX} y2={ground} stroke="#8a6d3b" strokeWidth={2} />
      <rect
        data-part="water"
        x={left}
        y={ground}
        width={right - left}
        height={bottom - ground}
        fill={WATER}
      />
      <polyline
        data-part="liner"
        points={`${left - overlap},${ground} ${left},${ground} ${left},${bottom} ${right},${bottom} ${right},${ground} ${right + overlap},${ground}`}
        fill="none"
        stroke={LINER}
        strokeWidth={3}
      />
      <text x={(left + right) / 2} y={ground - 8} textAnchor="middle">
        {ft(section.span)} across
      </text>
      <text x={right} y={bottom + 16} textAnchor="end">
        {ft(section.depth)} deep
      </text>
      <text x={left - overlap} y={bottom + 34}>
        Liner runs {ft(section.overlap)} past each edge
      </text>
    </Drawing>
  );
}
