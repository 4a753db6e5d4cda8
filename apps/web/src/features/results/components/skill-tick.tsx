import type { YAxisTickContentProps } from 'recharts';
import { twoLineLabel } from '../utils/format';
import { AXIS_LABEL_CHARS, AXIS_TICK } from './chart-style';

const LINE_HEIGHT = 13;

/**
 * A skill name on up to two lines, cut short after that to fit the axis (recharts' own tick wraps long names
 * into a stack of fragments). The full name is in the hover title, the tooltip and the data table.
 */
export function SkillTick({ x, y, payload }: YAxisTickContentProps) {
  const name = String(payload.value);
  const lines = twoLineLabel(name, AXIS_LABEL_CHARS);
  // Centred on the row: two lines start half a line up.
  const firstDy = 4 - ((lines.length - 1) * LINE_HEIGHT) / 2;
  return (
    <text x={x} y={y} textAnchor="end" fontSize={AXIS_TICK.fontSize} fill={AXIS_TICK.fill}>
      <title>{name}</title>
      {lines.map((line, i) => (
        <tspan key={i} x={x} dy={i === 0 ? firstDy : LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
