import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aForecast } from '../../test/forecasting';
import { renderWithProviders } from '../../test/render';
import { ForecastChart } from './forecast-chart';

/** The x coordinate and text of each tick of one axis, in document order. */
function ticksOf(container: HTMLElement, axis: 'xAxis' | 'yAxis') {
  return [
    ...container.querySelectorAll(`.recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`),
  ].map((tick) => ({ x: Number(tick.getAttribute('x')), text: tick.textContent ?? '' }));
}

describe('ForecastChart', () => {
  beforeEach(() => {
    // jsdom lays nothing out: give the chart's responsive container a size so Recharts draws (labels
    // keep measuring 0 wide, so every tick shows).
    const measure = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('recharts-responsive-container')
        ? DOMRect.fromRect({ width: 800, height: 300 })
        : measure.call(this);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const forecast = aForecast();
  const renderChart = (language: 'ar' | 'en') =>
    renderWithProviders(<ForecastChart history={forecast.history} weeks={forecast.weeks} />, { language });

  it('runs time left to right with the value axis on the left in English', () => {
    const { container, getByTestId } = renderChart('en');

    const chart = getByTestId('forecast-chart');
    expect(chart).toHaveAttribute('data-x-reversed', 'false');
    expect(chart).toHaveAttribute('data-y-orientation', 'left');
    const xTicks = ticksOf(container, 'xAxis');
    expect(xTicks.length).toBeGreaterThan(2);
    expect(xTicks[0]!.x).toBeLessThan(xTicks.at(-1)!.x);
    expect(Math.max(...ticksOf(container, 'yAxis').map((tick) => tick.x))).toBeLessThan(100);
  });

  it('runs time right to left with the value axis on the right in Arabic', () => {
    const { container, getByTestId } = renderChart('ar');

    const chart = getByTestId('forecast-chart');
    expect(chart).toHaveAttribute('data-x-reversed', 'true');
    expect(chart).toHaveAttribute('data-y-orientation', 'right');
    const xTicks = ticksOf(container, 'xAxis');
    expect(xTicks.length).toBeGreaterThan(2);
    // The oldest week is drawn first and sits at the right.
    expect(xTicks[0]!.x).toBeGreaterThan(xTicks.at(-1)!.x);
    expect(Math.min(...ticksOf(container, 'yAxis').map((tick) => tick.x))).toBeGreaterThan(700);
  });

  it('draws the interval as a band and names it in the legend', () => {
    const { container, getByTestId } = renderChart('en');

    expect(container.querySelector('.recharts-area-area')).not.toBeNull();
    expect(getByTestId('forecast-interval-legend')).toHaveTextContent('80% prediction interval');
    expect(getByTestId('forecast-legend')).toHaveTextContent('Units sold');
    expect(getByTestId('forecast-legend')).toHaveTextContent('Forecast (expected)');
  });
});
