import type { YAxisTickContentProps } from 'recharts';
import { truncateLabel } from '../utils/format';
import { AXIS_LABEL_CHARS, AXIS_TICK } from './chart-style';

/**
 * A skill name on one line, cut short to fit the axis (recharts' own tick wraps long names into a stack of
 * fragments). The full name is in the tooltip and the data table.
 */
export function SkillTick({ x, y, payload }: YAxisTickContentProps) {
  const name = String(payload.value);
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fontSize={AXIS_TICK.fontSize} fill={AXIS_TICK.fill}>
      {truncateLabel(name, AXIS_LABEL_CHARS)}
    </text>
  );
}
