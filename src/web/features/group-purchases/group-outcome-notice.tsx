import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GroupPurchase } from '../../../contract/group-purchases/group-purchases.schemas';
import { invoicePath } from '../invoices/use-invoices';
import { myGroupPurchasesPath } from './group-purchase-routes';

/**
 * How the buyer's group ended (decision 015): completed, with its invoice to pay (or paid); or cancelled
 * (the deadline passed, its stock could not be reserved, the product was withdrawn), with the reason and
 * that nobody pays.
 */
export function GroupOutcomeNotice({ group }: { group: GroupPurchase }) {
  const { t } = useTranslation('group-purchases');
  const toMyGroups = (
    <Anchor component={Link} to={myGroupPurchasesPath} size="sm">
      {t('outcome.myGroups')}
    </Anchor>
  );

  if (group.status === 'COMPLETED') {
    return (
      <Alert
        color="green"
        icon={<IconCircleCheck aria-hidden />}
        title={t('outcome.completedTitle')}
        role="status"
        data-testid="group-completed-notice"
      >
        <Stack gap="sm" align="start">
          <Text size="sm">{t('outcome.completedText')}</Text>
          {group.myInvoiceId && (
            <Button
              component={Link}
              to={invoicePath('buyer', group.myInvoiceId)}
              color="green"
              variant={group.myInvoiceStatus === 'ACCEPTED' ? 'filled' : 'light'}
            >
              {group.myInvoiceStatus === 'ACCEPTED' ? t('outcome.payInvoice') : t('outcome.viewInvoice')}
            </Button>
          )}
          {toMyGroups}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      color="gray"
      icon={<IconCircleX aria-hidden />}
      title={t('outcome.cancelledTitle')}
      role="status"
      data-testid="group-cancelled-notice"
    >
      <Stack gap="xs" align="start">
        {group.cancelReason && <Text size="sm">{t(`outcome.reasons.${group.cancelReason}`)}</Text>}
        <Text size="sm">{t('outcome.noCharge')}</Text>
        {toMyGroups}
      </Stack>
    </Alert>
  );
}
