import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconMessages,
  IconPackageOff,
  IconPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/paged-list';
import { PageSpinner } from '../../components/page-spinner';
import { formErrorText } from '../../lib/form-errors';

import { chatsScreenPath, type InvoiceChat } from '../../lib/page-paths';
import { reloadThreadMessages } from '../chats/chats-cache';
import { useChatThread } from '../chats/use-chat-thread';
import { newListingPath, useListings } from '../catalog/use-listings';
import { InvoiceForm, type ChatBuyer } from '../invoices/invoice-form';
import { chatFromSearch } from '../invoices/invoice-chat';
import { useInvoiceCustomers } from '../invoices/use-invoice-customers';

const invoicesPath = '/supplier/invoices';

/**
 * The buyer named by the chat, and the name the form shows: the thread's other side, or a plain «the
 * business of this chat» when the thread cannot be read (the server checks the buyer anyway).
 */
function useChatBuyer(chat: InvoiceChat | null): ChatBuyer | null {
  const { t } = useTranslation('invoice-form');
  const thread = useChatThread(chat?.chatId ?? '');
  if (!chat) return null;
  const counterpart = thread.data?.counterpart;
  if (counterpart?.userId === chat.buyerId) return { ...chat, name: counterpart.businessName };
  return { ...chat, name: thread.isPending ? undefined : t('buyer.chatBusiness') };
}

/**
 * The page around the invoice form: its title and way back, and what stops a supplier from invoicing
 * yet — no business to invoice (only those it chatted with or sold to, decision 013), or no published
 * product or service to put on the lines.
 */
export function NewInvoicePage() {
  const { t, i18n } = useTranslation('invoice-form');
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const chat = chatFromSearch(params);
  const chatBuyer = useChatBuyer(chat);
  const customers = useInvoiceCustomers('');
  const listings = useListings({ q: '' });
  const backPath = chat ? chatsScreenPath('SUPPLIER', chat.chatId) : invoicesPath;

  const header = (
    <>
      <Anchor component={Link} to={backPath} size="sm">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={14} className="mirror-in-rtl" aria-hidden />
          {chat ? t('page.backToChat') : t('page.back')}
        </Group>
      </Anchor>
      <Title order={1} mt="md">
        {t('page.title')}
      </Title>
      <Text c="dimmed" mt="xs">
        {t('page.lead')}
      </Text>
    </>
  );

  // From a chat the buyer is known: only the listings matter.
  const isLoading = listings.isPending || (!chat && customers.isPending);
  const loadError = listings.error ?? (chat ? null : customers.error);
  if (isLoading || loadError) {
    return (
      <Container size="md" py="xl">
        {header}
        {isLoading ? (
          <PageSpinner />
        ) : (
          <Alert mt="lg" color="red" icon={<IconAlertCircle aria-hidden />} title={t('page.loadFailed')}>
            <Text size="sm">{formErrorText(loadError, t, i18n.language)}</Text>
            <Button
              mt="sm"
              size="xs"
              color="red"
              variant="light"
              onClick={() => {
                void listings.refetch();
                void customers.refetch();
              }}
            >
              {t('common:actions.retry')}
            </Button>
          </Alert>
        )}
      </Container>
    );
  }

  const hasCustomers = chat !== null || (customers.data ?? []).length > 0;
  const hasListings = (listings.data ?? []).some((listing) => listing.isPublished);
  return (
    <Container size="md" py="xl">
      {header}
      {hasCustomers && hasListings ? (
        <Stack mt="lg">
          {/* A different chat is a different invoice: a fresh form and key. */}
          <InvoiceForm
            key={chat?.chatId ?? ''}
            chatBuyer={chatBuyer}
            onIssued={chat ? () => reloadThreadMessages(queryClient, chat.chatId) : undefined}
          />
        </Stack>
      ) : (
        <>
          {!hasCustomers && (
            <EmptyState
              testId="invoice-no-customers"
              icon={<IconUsers size={40} color="var(--mantine-color-gray-5)" aria-hidden />}
              title={t('empty.noCustomers.title')}
              text={t('empty.noCustomers.text')}
            >
              <Button
                component={Link}
                to={chatsScreenPath('SUPPLIER')}
                variant="light"
                mt="md"
                leftSection={<IconMessages size={16} aria-hidden />}
              >
                {t('empty.noCustomers.action')}
              </Button>
            </EmptyState>
          )}
          {!hasListings && (
            <EmptyState
              testId="invoice-no-listings"
              icon={<IconPackageOff size={40} color="var(--mantine-color-gray-5)" aria-hidden />}
              title={t('empty.noListings.title')}
              text={t('empty.noListings.text')}
            >
              <Group justify="center" mt="md" gap="sm">
                <Button
                  component={Link}
                  to={newListingPath('PRODUCT')}
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                >
                  {t('empty.noListings.addProduct')}
                </Button>
                <Button
                  component={Link}
                  to={newListingPath('SERVICE')}
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                >
                  {t('empty.noListings.addService')}
                </Button>
              </Group>
            </EmptyState>
          )}
        </>
      )}
    </Container>
  );
}
