import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApprovalChange } from '../../../contract/approvals/approvals.schemas';
import { useNameIn } from '../../components/localized-text';
import { formatMoney } from '../../lib/format';

/** What changed since the request was sent (prices, stock, products); all but a lower price stop approval. */
export function ApprovalChanges({ changes }: { changes: readonly ApprovalChange[] }) {
  const { t, i18n } = useTranslation('approvals');
  const lang = i18n.resolvedLanguage ?? 'ar';
  const nameIn = useNameIn();
  const money = (halalas: number | null) => (halalas === null ? '' : formatMoney(halalas, lang));
  const isBlocked = changes.some((change) => change.kind !== 'PRICE_DOWN');
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('changes.title')}
      </Title>
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('changes.none')}
        </Text>
      ) : (
        <Alert color={isBlocked ? 'orange' : 'blue'} data-testid="approval-changes">
          <List size="sm" spacing={4}>
            {changes.map((change) => (
              <List.Item key={`${change.kind}-${change.productId ?? 'total'}`}>
                {t(`changes.${change.kind}`, {
                  name: nameIn(change),
                  from: money(change.requestedAmount),
                  to: money(change.currentAmount),
                })}
              </List.Item>
            ))}
          </List>
          {isBlocked && (
            <Text size="sm" mt="xs" fw={600}>
              {t('changes.blocking')}
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
