import { Anchor, Badge, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedNotice } from '../../components/load-failed-notice';
import { PageSpinner } from '../../components/page-spinner';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatNumber } from '../../lib/format';
import { ForecastAdvice } from './forecast-advice';
import { ForecastChart } from './forecast-chart';
import { ForecastMethod } from './forecast-method';
import { ForecastUpgradeCard } from './forecast-upgrade-card';
import { ForecastWeeksTable } from './forecast-weeks-table';
import { InsufficientHistory } from './insufficient-history';
import { useDemandForecast } from './use-demand-forecast';
import { ListingName } from '../../components/localized-text';

/**
 * `/supplier/products/:id/forecast` (spec §2 listings table "demand prediction", §6 Premium): the
 * product's weekly demand for the next 12 weeks with its 80% interval, the reorder advice, and how the
 * forecast was made; with too little history, what is missing; on Basic, the way to Premium.
 */
export function DemandForecastView({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('forecasting');
  const lang = i18n.language;
  const query = useDemandForecast(productId);
  const forecast = query.data;

  const back = (
    <Anchor component={Link} to="/supplier/listings" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} className="mirror-in-rtl" aria-hidden />
        {t('back')}
      </Group>
    </Anchor>
  );

  let body;
  if (query.isPending && productId !== '') {
    body = <PageSpinner />;
  } else if (!forecast) {
    const code = query.error instanceof ApiError ? query.error.code : undefined;
    body =
      code === 'PREMIUM_REQUIRED' ? (
        <ForecastUpgradeCard message={(query.error as ApiError).message} />
      ) : (
        <LoadFailedNotice
          isMissing={productId === '' || code === 'NOT_FOUND'}
          notFoundText={t('notFound')}
          loadFailedText={t('loadFailed')}
          onRetry={() => void query.refetch()}
        />
      );
  }

  if (!forecast) {
    return (
      <Container size="lg" py="xl">
        {back}
        <Title order={1} mt="md">
          {t('title')}
        </Title>
        <Box mt="lg">{body}</Box>
      </Container>
    );
  }

  const { product } = forecast;
  const lastWeek = forecast.history.at(-1);
  return (
    <Container size="lg" py="xl">
      {back}
      <Title order={1} mt="md">
        {t('title')}
      </Title>
      <Text size="lg" fw={600} mt={4} data-testid="forecast-product">
        <ListingName listing={product} />
      </Text>
      <Group gap="xs" mt="xs">
        <Badge variant="light" color={product.stock === 0 ? 'red' : 'blue'} size="lg" tt="none">
          {t('stock', { count: product.stock, formatted: formatNumber(product.stock, lang) })}
        </Badge>
        <Badge variant="light" color="gray" size="lg" tt="none">
          {t('caseQuantity', {
            count: product.caseQuantity,
            formatted: formatNumber(product.caseQuantity, lang),
          })}
        </Badge>
      </Group>
      {lastWeek && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('basedOn', { date: formatDate(lastWeek.weekStart, lang, { dateStyle: 'long' }) })}
        </Text>
      )}

      {forecast.status === 'INSUFFICIENT_HISTORY' ? (
        <Box mt="lg">
          <InsufficientHistory forecast={forecast} />
        </Box>
      ) : (
        <Stack gap="lg" mt="lg">
          <ForecastAdvice
            advice={forecast.advice}
            stock={product.stock}
            forecastWeeks={forecast.weeks.length}
          />
          <ForecastChart history={forecast.history} weeks={forecast.weeks} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ForecastMethod forecast={forecast} />
            <ForecastWeeksTable weeks={forecast.weeks} />
          </SimpleGrid>
        </Stack>
      )}
    </Container>
  );
}
