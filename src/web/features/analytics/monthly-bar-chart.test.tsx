import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsMonth } from '../../../contract/analytics/analytics.schemas';
import { renderWithProviders } from '../../test/render';
import { MonthlyBarChart } from './monthly-bar-chart';

const month = (key: string, orderRevenue: number): AnalyticsMonth => ({
  month: key,
  orderCount: 1,
  orderRevenue,
  paidInvoiceCount: 0,
  paidInvoiceRevenue: 0,
});
const months = [month('2026-01', 100_000), month('2026-02', 250_000), month('2026-03', 50_000)];

/** jsdom lays nothing out: the chart's responsive container is given a size, everything else none. */
function giveChartsASize() {
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container')
      ? ({ width: 600, height: 260, top: 0, left: 0, right: 600, bottom: 260, x: 0, y: 0 } as DOMRect)
      : original.call(this);
  });
}

function renderChart(language: 'ar' | 'en') {
  renderWithProviders(
    <MemoryRouter>
      <MonthlyBarChart
        title="Sales"
        months={months}
        valueKind="money"
        testId="chart"
        series={[{ name: 'orderRevenue', label: 'Orders', color: 'teal.6' }]}
      />
    </MemoryRouter>,
    { language },
  );
}

/** The x-axis month labels from the left edge of the drawing to the right. */
function monthsLeftToRight(): string[] {
  const ticks = [
    ...document.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value'),
  ];
  return ticks
    .map((tick) => ({ x: Number(tick.getAttribute('x')), text: tick.textContent ?? '' }))
    .sort((a, b) => a.x - b.x)
    .map((tick) => tick.text);
}

/** Where the value axis's labels sit: their x against the middle of the drawing. */
function valueAxisSide(): 'left' | 'right' {
  const tick = document.querySelector('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
  return Number(tick?.getAttribute('x')) > 300 ? 'right' : 'left';
}

describe('MonthlyBarChart', () => {
  beforeEach(giveChartsASize);
  afterEach(() => vi.restoreAllMocks());

  it('runs the months right to left with the value axis on the right in Arabic', async () => {
    renderChart('ar');
    expect(await screen.findByRole('region', { name: 'Sales' })).toBeInTheDocument();
    await vi.waitFor(() => expect(monthsLeftToRight()).toHaveLength(3));
    expect(monthsLeftToRight()).toEqual(['مارس 2026', 'فبراير 2026', 'يناير 2026']);
    expect(valueAxisSide()).toBe('right');
  });

  it('runs the months left to right with the value axis on the left in English', async () => {
    renderChart('en');
    await vi.waitFor(() => expect(monthsLeftToRight()).toHaveLength(3));
    expect(monthsLeftToRight()).toEqual(['Jan 2026', 'Feb 2026', 'Mar 2026']);
    expect(valueAxisSide()).toBe('left');
  });

  it('labels the value axis in compact riyals, not halalas', async () => {
    renderChart('en');
    await vi.waitFor(() =>
      expect(
        document.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').length,
      ).toBeGreaterThan(1),
    );
    const labels = [
      ...document.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value'),
    ].map((tick) => tick.textContent);
    // Halalas on the axis would read 260,000; riyals in compact form read 2.6k.
    expect(labels).toEqual(['0', '650', '1.3k', '1.95k', '2.6k']);
  });
});
