import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconGavel, IconInbox, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tenderPhases, type TenderPhase } from '../../../contract/tenders/tenders.schemas';
import { ChoiceChips } from '../../components/choice-chips';
import { EmptyState, PagedList, pagedListLabels } from '../../components/paged-list';
import { MyTenderRow } from './my-tender-row';
import { newTenderPath, receivedOffersPath } from './tender-routes';
import { useMyTenders } from './use-my-tenders';

const phaseChoices = ['all', ...tenderPhases] as const;

/**
 * `/buyer/bids` (spec §2): the business's tenders, newest first, by phase. Issue 26: unfiltered, the
 * drafts awaiting approval come first, on their own.
 */
export function MyTendersList() {
  const { t } = useTranslation('tenders');
  const [phase, setPhase] = useState<TenderPhase | null>(null);
  const list = useMyTenders(phase);
  const draftList = useMyTenders('DRAFT');
  const showsDraftsApart = phase === null;
  const drafts = showsDraftsApart
    ? (draftList.data?.pages.flatMap((page) => page.items) ?? []).filter((tender) => tender.phase === 'DRAFT')
    : [];
  const items = (list.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (tender) => !showsDraftsApart || tender.phase !== 'DRAFT',
  );

  return (
    <Container size="md" py="xl">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{t('page.title')}</Title>
        <Button component={Link} to={newTenderPath} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('page.newTender')}
        </Button>
      </Group>
      <Text c="dimmed" mt="xs">
        {t('page.lead')}
      </Text>
      <Anchor component={Link} to={receivedOffersPath} size="sm" mt="xs" display="inline-block">
        <Group gap={4} component="span" wrap="nowrap">
          <IconInbox size={16} aria-hidden />
          {t('page.receivedOffers')}
        </Group>
      </Anchor>
      <Paper withBorder p="md" mt="lg">
        <ChoiceChips
          label={t('filters.phase')}
          choices={phaseChoices}
          labelOf={(choice) => (choice === 'all' ? t('filters.all') : t(`phase.${choice}`))}
          value={phase ?? 'all'}
          onChange={(choice) => setPhase(choice === 'all' ? null : choice)}
        />
      </Paper>
      {drafts.length > 0 && (
        <Stack gap="sm" mt="lg" component="section" aria-labelledby="tender-drafts-title">
          <Title order={2} size="h4" id="tender-drafts-title">
            {t('list.drafts')}
          </Title>
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            data-testid="tender-drafts"
          >
            {drafts.map((tender) => (
              <MyTenderRow key={tender.id} tender={tender} />
            ))}
          </Stack>
        </Stack>
      )}
      <PagedList
        query={list}
        items={items}
        renderItem={(tender) => <MyTenderRow key={tender.id} tender={tender} />}
        labels={pagedListLabels(t, 'list')}
        empty={
          drafts.length > 0 ? null : phase ? (
            <EmptyState
              testId="tenders-empty"
              icon={<IconGavel size={40} color="var(--mantine-color-gray-5)" aria-hidden />}
              title={t('list.emptyFiltered.title')}
              text={t('list.emptyFiltered.text')}
            />
          ) : (
            <EmptyState
              testId="tenders-empty"
              icon={<IconGavel size={40} color="var(--mantine-color-gray-5)" aria-hidden />}
              title={t('list.empty.title')}
              text={t('list.empty.text')}
            >
              <Button
                component={Link}
                to={newTenderPath}
                variant="light"
                mt="md"
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {t('page.newTender')}
              </Button>
            </EmptyState>
          )
        }
      />
    </Container>
  );
}
