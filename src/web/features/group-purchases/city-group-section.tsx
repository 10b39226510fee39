import { useState } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GroupPurchase } from '../../../contract/group-purchases/group-purchases.schemas';
import { formErrorText } from '../../lib/form-errors';
import { formatNumber } from '../../lib/format';
import type { QuantityTerms } from '../cart/quantity-rules';
import { GroupJoinForm } from './group-join-form';
import { GroupOutcomeNotice } from './group-outcome-notice';
import { GroupProgress } from './group-progress';
import { LeaveGroupButton } from './leave-group-button';
import { GroupSectionLoading } from './group-section-loading';
import { useGroupPurchaseLiveUpdates } from './use-group-purchase-live-updates';
import { useCityGroupPurchase } from './use-group-purchases';

/** What the buyer's last join or leave on this page came to. */
type Outcome = 'joined' | 'left';

/**
 * A buyer's part of the product's group panel (decision 015): the group open for the product in its
 * city — none yet (start one), open (its progress and a join), or joined (its progress, the buyer's
 * quantity and a way out) — or how the buyer's own group ended, with the way to start the next one.
 */
export function CityGroupSection({
  productId,
  terms,
  isInStock,
}: {
  productId: string;
  terms: QuantityTerms;
  isInStock: boolean;
}) {
  const { t, i18n } = useTranslation('group-purchases');
  const lang = i18n.language;
  const cityGroup = useCityGroupPurchase(productId, true);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const cityName = (city: { ar: string; en: string }) => (lang === 'ar' ? city.ar : city.en);

  const onJoined = (answer: GroupPurchase) => setOutcome(answer.status === 'OPEN' ? 'joined' : null);

  useGroupPurchaseLiveUpdates();

  if (cityGroup.isPending) return <GroupSectionLoading />;
  if (cityGroup.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('panel.loadFailed')}>
        <Text size="sm">{formErrorText(cityGroup.error, t, lang)}</Text>
        <Button
          mt="sm"
          size="xs"
          color="red"
          variant="light"
          loading={cityGroup.isFetching}
          onClick={() => void cityGroup.refetch()}
        >
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }

  const { group, city } = cityGroup.data;
  if (!group || group.status !== 'OPEN') {
    return (
      <Stack gap="sm" data-testid="group-start">
        {group && <GroupOutcomeNotice group={group} />}
        {outcome === 'left' && (
          <Alert color="blue" role="status">
            {t('member.left')}
          </Alert>
        )}
        <Title order={3} size="h5">
          {t('join.startTitle', { city: cityName(city) })}
        </Title>
        <Text size="sm">{t('join.startText')}</Text>
        <GroupJoinForm
          productId={productId}
          terms={terms}
          mode="start"
          isInStock={isInStock}
          onJoined={onJoined}
        />
      </Stack>
    );
  }

  const isMember = group.myQuantity !== null;
  return (
    <Stack gap="sm" data-testid={isMember ? 'group-member' : 'group-open'}>
      <Title order={3} size="h5">
        {isMember
          ? t('member.title', { city: cityName(group.city) })
          : t('join.joinTitle', { city: cityName(group.city) })}
      </Title>
      <GroupProgress group={group} measuredAt={cityGroup.dataUpdatedAt} />
      {!group.isTakingMembers ? (
        // Past its deadline by the server's clock: the job closes it within the minute.
        <Alert color="gray" role="status">
          {t('join.closing')}
        </Alert>
      ) : isMember ? (
        <>
          {outcome === 'joined' && (
            <Alert color="teal" icon={<IconCheck size={18} aria-hidden />} role="status">
              {t('join.joined')}
            </Alert>
          )}
          <Text size="sm" fw={600} data-testid="group-my-quantity">
            {t('member.joined', {
              count: group.myQuantity ?? 0,
              formattedCount: formatNumber(group.myQuantity ?? 0, lang),
            })}
          </Text>
          <LeaveGroupButton groupId={group.id} onLeft={() => setOutcome('left')} />
        </>
      ) : (
        <>
          {outcome === 'left' && (
            <Alert color="blue" role="status">
              {t('member.left')}
            </Alert>
          )}
          <Text size="sm">{t('join.joinText')}</Text>
          <GroupJoinForm
            productId={productId}
            terms={terms}
            mode="join"
            isInStock={isInStock}
            onJoined={onJoined}
          />
        </>
      )}
    </Stack>
  );
}
