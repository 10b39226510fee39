/*
 * Recharts lays its axes out left to right whatever the page direction (architecture notes). In Arabic
 * the time axis must read right to left — the oldest month at the right — and the value axis sit on the
 * right, where the eye starts; these are the props that do it.
 */

export interface ChartAxisProps {
  xAxisProps: { reversed: boolean };
  yAxisProps: {
    orientation: 'left' | 'right';
    /** Mantine pushes left-axis ticks 10 px outward; a right axis needs the opposite push. */
    tick: { transform: string; fontSize: number; fill: string };
  };
}

export function chartAxisProps(dir: 'ltr' | 'rtl'): ChartAxisProps {
  const isRtl = dir === 'rtl';
  return {
    xAxisProps: { reversed: isRtl },
    yAxisProps: {
      orientation: isRtl ? 'right' : 'left',
      tick: { transform: `translate(${isRtl ? 10 : -10}, 0)`, fontSize: 12, fill: 'currentColor' },
    },
  };
}

/**
 * Chart text sits in a left-to-right SVG paragraph, where a label that starts with a number («5 آلاف»)
 * would show the number first on the left. An explicit right-to-left embedding (RLE … PDF) keeps such a
 * label reading in Arabic order.
 */
export const chartText = (dir: 'ltr' | 'rtl', text: string) => (dir === 'rtl' ? `\u202B${text}\u202C` : text);
