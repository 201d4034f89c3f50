import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Report } from '../../../../../shared/types';
import { formatShortDate } from '../../../../../shared/long-date';
import { REPORTS } from './copy';

const HEIGHT = 260;

/** 'sáb, 7 nov 2026' → '7 nov'. */
const dayLabel = (date: string) =>
  formatShortDate(date)
    .replace(/^[^,]+, /, '')
    .replace(/ \d{4}$/, '');
const BRAND = '#9a3412';
const INK = '#44403c';

/**
 * Covers (bars) and bookings (line) by day, drawn with uPlot: a canvas chart of some 50 KB that only
 * this screen loads. A canvas says nothing to a screen reader, so it is hidden from them and the same
 * numbers follow as a table (DayTable).
 */
export function DayChart({ days }: { days: Report['byDay'] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const x = days.map((_, index) => index);
    const bars = uPlot.paths.bars?.({ size: [0.7, 40] });
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        scales: { x: { time: false } },
        axes: [
          // Whole days only, far enough apart to read: '7 nov'.
          { values: (_, ticks) => ticks.map((tick) => (days[tick] ? dayLabel(days[tick].date) : '')), incrs: [1, 2, 7, 14, 28], space: 56, stroke: INK },
          // People and bookings are whole numbers.
          { stroke: INK, incrs: [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000] },
        ],
        series: [{ label: REPORTS.date }, { label: REPORTS.covers, stroke: BRAND, fill: `${BRAND}66`, paths: bars, points: { show: false } }, { label: REPORTS.bookings, stroke: INK, width: 2 }],
        // The legend names the two series; the values are in the table below.
        legend: { live: false },
      },
      [x, days.map((day) => day.covers), days.map((day) => day.bookings)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);
  return <div ref={box} aria-hidden className="w-full overflow-hidden" />;
}
