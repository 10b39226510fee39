import { screen, waitFor, within } from '@testing-library/react';
import userEventDefault from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { aGroupPurchase, groupIds } from '../../test/group-purchases';
import { MyGroupPurchasesList } from './my-group-purchases-list';

const userEvent = userEventDefault.setup({ delay: null });

const groups = [
  aGroupPurchase({
    id: groupIds.group,
    status: 'COMPLETED',
    memberCount: 5,
    totalQuantity: 120,
    myQuantity: 24,
    myInvoiceId: groupIds.invoice,
    closedAt: '2026-03-04T09:00:00.000Z',
  }),
  aGroupPurchase({ id: groupIds.otherGroup, myQuantity: 36, memberCount: 3, totalQuantity: 84 }),
  aGroupPurchase({
    id: groupIds.thirdGroup,
    status: 'CANCELLED',
    cancelReason: 'DEADLINE_MISSED',
    myQuantity: 12,
    product: { ...aGroupPurchase().product, imageUrl: null },
    closedAt: '2026-02-20T09:00:00.000Z',
  }),
];

const renderList = (language: 'ar' | 'en' = 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <MyGroupPurchasesList />
    </MemoryRouter>,
    { language },
  );

const requested = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/group-purchases'));

describe('MyGroupPurchasesList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links a completed group to its invoice, with the product, supplier, city and my part', async () => {
    stubApi({ '/api/buyers/me/group-purchases': { body: groups } });
    renderList();

    const [completed] = await screen.findAllByTestId('group-row');
    expect(within(completed!).getByRole('link', { name: 'Nitrile gloves' })).toHaveAttribute(
      'href',
      `/products/${groupIds.product}`,
    );
    expect(completed).toHaveTextContent('Supplier: Al Noor Trading');
    expect(within(completed!).getByText('Al Noor Trading').tagName).toBe('BDI');
    expect(completed).toHaveTextContent('City: Riyadh');
    expect(completed).toHaveTextContent('Your quantity: 24 × SAR 21.00 per unit');
    expect(within(completed!).getByTestId('group-status')).toHaveTextContent('Completed');
    expect(within(completed!).getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      `/buyer/invoices/${groupIds.invoice}`,
    );
    expect(within(completed!).queryByTestId('group-progress')).not.toBeInTheDocument();
  });

  it('shows an open group’s progress and time left', async () => {
    stubApi({ '/api/buyers/me/group-purchases': { body: groups } });
    renderList();

    const open = (await screen.findAllByTestId('group-row'))[1]!;
    expect(within(open).getByTestId('group-status')).toHaveTextContent('Open');
    expect(within(open).getByRole('progressbar', { name: 'Buyers joined' })).toHaveAttribute(
      'aria-valuetext',
      '3 of 5 buyers',
    );
    expect(within(open).getByRole('progressbar', { name: 'Quantity gathered' })).toHaveAttribute(
      'aria-valuetext',
      '84 of 120 units',
    );
    expect(within(open).getByTestId('group-time-left')).toHaveTextContent('2 days and 5 hours left');
    expect(within(open).queryByRole('link', { name: 'View invoice' })).not.toBeInTheDocument();
  });

  it('says why a group was cancelled', async () => {
    stubApi({ '/api/buyers/me/group-purchases': { body: groups } });
    renderList();

    const cancelled = (await screen.findAllByTestId('group-row'))[2]!;
    expect(within(cancelled).getByTestId('group-status')).toHaveTextContent('Cancelled');
    expect(within(cancelled).getByTestId('group-cancel-reason')).toHaveTextContent(
      'The deadline passed before the group reached its buyers and quantity.',
    );
    expect(within(cancelled).getByLabelText('No image')).toBeInTheDocument();
  });

  it('asks for the chosen status and loads the next page with the cursor', async () => {
    const fetchMock = stubApi({
      '/api/buyers/me/group-purchases': { body: groups, headers: { 'x-next-cursor': 'next1' } },
    });
    renderList();
    await screen.findAllByTestId('group-row');

    await userEvent.click(screen.getByRole('tab', { name: 'Open' }));
    await waitFor(() => expect(requested(fetchMock)).toContain('/api/buyers/me/group-purchases?status=OPEN'));
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    await waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/buyers/me/group-purchases?status=OPEN&cursor=next1'),
    );
    expect(requested(fetchMock)[0]).toBe('/api/buyers/me/group-purchases');
  });

  it('invites to browse when there are none', async () => {
    stubApi({ '/api/buyers/me/group-purchases': { body: [] } });
    renderList();

    const empty = await screen.findByTestId('groups-empty');
    expect(empty).toHaveTextContent('No group purchases yet');
    expect(within(empty).getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/items');
  });

  it('speaks Arabic: statuses, reasons and «3 من 5 مشترين»', async () => {
    stubApi({ '/api/buyers/me/group-purchases': { body: groups } });
    renderList('ar');

    const rows = await screen.findAllByTestId('group-row');
    expect(within(rows[0]!).getByTestId('group-status')).toHaveTextContent('مكتمل');
    expect(within(rows[0]!).getByRole('link', { name: 'عرض الفاتورة' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('كميتك: 24 × 21.00 ر.س للوحدة');
    expect(within(rows[1]!).getByRole('progressbar', { name: 'المشترون المنضمّون' })).toHaveAttribute(
      'aria-valuetext',
      '3 من 5 مشترين',
    );
    expect(within(rows[2]!).getByTestId('group-cancel-reason')).toHaveTextContent(
      'انتهت المهلة قبل أن تبلغ المجموعة العدد المطلوب من المشترين والكمية.',
    );
  });
});
