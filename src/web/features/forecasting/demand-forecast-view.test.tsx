import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aForecast,
  anInsufficientForecast,
  forecastApiPath,
  forecastProductId,
} from '../../test/forecasting';
import { renderWithProviders, stubApi } from '../../test/render';
import { DemandForecastView } from './demand-forecast-view';

const renderView = (language: 'ar' | 'en' = 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <DemandForecastView productId={forecastProductId} />
    </MemoryRouter>,
    { language },
  );

const apiError = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message, statusCode: status }, requestId: 'r' },
});

describe('DemandForecastView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the forecast: chart, advice, model with its backtest, and the 12 weeks', async () => {
    stubApi({ [forecastApiPath]: { body: aForecast() } });
    renderView();

    expect(await screen.findByTestId('forecast-product')).toHaveTextContent('Safety Helmet');
    expect(screen.getByText('In stock: 96 units')).toBeInTheDocument();
    expect(screen.getByText('Case of 6 units')).toBeInTheDocument();
    expect(screen.getByTestId('forecast-chart')).toBeInTheDocument();
    expect(screen.getByTestId('forecast-interval-legend')).toHaveTextContent('80% prediction interval');
    const advice = screen.getByTestId('forecast-advice');
    expect(advice).toHaveTextContent('Reorder 108 units (18 cases) to cover the next 4 weeks.');
    expect(advice).toHaveTextContent('At the forecast rate, stock runs out on 16 March 2026.');
    const method = screen.getByTestId('forecast-method');
    expect(within(method).getByTestId('forecast-model')).toHaveTextContent('Holt-Winters (damped trend)');
    expect(method).toHaveTextContent('no repeating cycle');
    expect(method).toHaveTextContent(
      'MASE 0.73: its errors were 27% smaller than simply repeating past sales',
    );
    expect(method).toHaveTextContent('WAPE 8%: over those weeks the forecast missed by 8% of the units');
    expect(method).toHaveTextContent('Also tried: Seasonal naive (MASE 1.00).');
    const rows = within(screen.getByTestId('forecast-weeks')).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('1 Mar 2026');
    expect(rows[1]).toHaveTextContent('42');
    expect(rows[1]).toHaveTextContent('34 to 51');
  });

  it('says when no reorder is needed and the stock outlasts the forecast', async () => {
    stubApi({
      [forecastApiPath]: {
        body: aForecast({
          advice: { coverWeeks: 4, reorderQuantity: 0, reorderCases: 0, stockOutDate: null },
        }),
      },
    });
    renderView();

    const advice = await screen.findByTestId('forecast-advice');
    expect(advice).toHaveTextContent('No reorder needed: your stock covers the next 4 weeks');
    expect(advice).toHaveTextContent("At the forecast rate, stock lasts beyond the forecast's 12 weeks.");
  });

  it('explains a seasonal and an intermittent forecast in Arabic', async () => {
    stubApi({
      [forecastApiPath]: {
        body: aForecast({
          model: 'CROSTON_SBA',
          demandPattern: 'INTERMITTENT',
          backtest: { mase: 0.64, wape: 1.18, origins: 13 },
          candidates: [
            { model: 'SEASONAL_NAIVE', seasonLength: 1, mase: 1, wape: 1.4 },
            { model: 'CROSTON_SBA', seasonLength: 1, mase: 0.64, wape: 1.18 },
          ],
        }),
      },
    });
    renderView('ar');

    expect(await screen.findByTestId('forecast-model')).toHaveTextContent('كروستون (SBA) للطلب المتقطع');
    expect(screen.getByRole('heading', { name: 'التنبؤ بالطلب', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('forecast-method')).toHaveTextContent(
      'تأتي المبيعات في بعض الأسابيع دون غيرها',
    );
    expect(screen.getByTestId('forecast-advice')).toHaveTextContent(
      'أعد الطلب بكمية 108 وحدات (18 كرتونًا) لتغطية الأسابيع الـ4 القادمة.',
    );
    expect(screen.getByText('المخزون الحالي: 96 وحدة')).toBeInTheDocument();
    expect(screen.getByTestId('forecast-interval-legend')).toHaveTextContent('فترة التنبؤ 80٪');
  });

  it('names a 4-week season', async () => {
    stubApi({
      [forecastApiPath]: {
        body: aForecast({
          model: 'SEASONAL_NAIVE',
          seasonLength: 4,
          candidates: [
            { model: 'SEASONAL_NAIVE', seasonLength: 4, mase: 0.69, wape: 0.06 },
            { model: 'HOLT_WINTERS_DAMPED', seasonLength: 1, mase: 5.94, wape: 0.5 },
            { model: 'HOLT_WINTERS_DAMPED', seasonLength: 4, mase: 1.09, wape: 0.09 },
          ],
        }),
      },
    });
    renderView();

    expect(await screen.findByTestId('forecast-model')).toHaveTextContent('Seasonal naive');
    const method = screen.getByTestId('forecast-method');
    expect(method).toHaveTextContent('Sales repeat a 4-week cycle');
    expect(method).toHaveTextContent(
      'Also tried: Holt-Winters (damped trend) (MASE 5.94), Holt-Winters (damped trend) with a 4-week season (MASE 1.09).',
    );
  });

  it('says what is missing instead of a chart when the history is too short', async () => {
    stubApi({ [forecastApiPath]: { body: anInsufficientForecast() } });
    renderView();

    const empty = await screen.findByTestId('forecast-insufficient');
    expect(empty).toHaveTextContent('Not enough sales history to forecast yet');
    expect(empty).toHaveTextContent(
      'So far this product has sales in 3 weeks, over 3 weeks since its first sale.',
    );
    expect(empty).toHaveTextContent(
      'A forecast needs sales in at least 8 weeks and 16 weeks since the first sale',
    );
    expect(empty).toHaveTextContent('Weeks with sales: 3 of 8');
    expect(screen.queryByTestId('forecast-chart')).not.toBeInTheDocument();
    expect(screen.queryByTestId('forecast-advice')).not.toBeInTheDocument();
  });

  it('offers Premium to a Basic supplier with the server message', async () => {
    stubApi({ [forecastApiPath]: apiError(403, 'PREMIUM_REQUIRED', 'This is part of the Premium plan.') });
    renderView();

    const card = await screen.findByTestId('forecast-upgrade');
    expect(card).toHaveTextContent('This is part of the Premium plan.');
    expect(card).toHaveTextContent('Demand forecasting is a Premium feature');
    expect(within(card).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/supplier/choose-plan',
    );
    expect(screen.queryByTestId('forecast-chart')).not.toBeInTheDocument();
  });

  it("says so for a product that is not the supplier's", async () => {
    stubApi({ [forecastApiPath]: apiError(404, 'NOT_FOUND', 'Not found.') });
    renderView();

    expect(await screen.findByText('This product is not among your products.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
