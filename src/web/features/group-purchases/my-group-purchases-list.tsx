import { Button } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  groupPurchaseStatuses,
  type GroupPurchaseStatus,
} from '../../../contract/group-purchases/group-purchases.schemas';
import { EmptyState, PagedList, pagedListLabels } from '../../components/paged-list';
import { StatusTabs } from '../../components/status-tabs';
import { MyGroupPurchaseRow } from './my-group-purchase-row';
import { useGroupPurchaseLiveUpdates } from './use-group-purchase-live-updates';
import { useMyGroupPurchases } from './use-group-purchases';

type Tab = GroupPurchaseStatus | 'all';
const tabs: readonly Tab[] = ['all', ...groupPurchaseStatuses];

/**
 * The buyer's group purchases under its orders (decision 015), newest first, by status tab (all, open,
 * completed, cancelled), a page at a time.
 */
export function MyGroupPurchasesList() {
  const { t } = useTranslation('group-purchases');
  const [tab, setTab] = useState<Tab>('all');
  const list = useMyGroupPurchases(tab === 'all' ? undefined : tab);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  useGroupPurchaseLiveUpdates();

  return (
    <>
      <StatusTabs
        tabs={tabs}
        value={tab}
        onChange={setTab}
        label={t('list.tabsLabel')}
        tabLabel={(tab) => t(`list.tabs.${tab}`)}
      >
        <PagedList
          query={list}
          items={items}
          renderItem={(group) => (
            <MyGroupPurchaseRow key={group.id} group={group} measuredAt={list.dataUpdatedAt} />
          )}
          labels={pagedListLabels(t, 'list')}
          empty={
            <EmptyState
              testId="groups-empty"
              icon={<IconUsersGroup size={40} color="var(--mantine-color-gray-5)" aria-hidden />}
              title={tab === 'all' ? t('list.empty.title') : t('list.emptyFiltered.title')}
              text={tab === 'all' ? t('list.empty.text') : t('list.emptyFiltered.text')}
            >
              {tab === 'all' && (
                <Button component={Link} to="/items" variant="light" mt="lg">
                  {t('list.browse')}
                </Button>
              )}
            </EmptyState>
          }
        />
      </StatusTabs>
    </>
  );
}
