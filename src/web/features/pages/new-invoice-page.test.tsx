import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventDefault from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingRow } from '../../../contract/catalog/catalog.schemas';
import type { InvoiceCustomer } from '../../../contract/invoices/invoices.schemas';
import SupplierNewInvoicePage from '../../pages/supplier/invoices/new/new.page';
import { aThread } from '../../test/chats';
import { renderWithProviders, stubApi, type StubbedAnswer } from '../../test/render';
import { InvoicesList } from '../invoices/invoices-list';

/** These forms are long: no pause between simulated keys and clicks keeps each test quick. */
const userEvent = userEventDefault.setup({ delay: null });

const ids = {
  buyer: '00000000-0000-4000-8000-0000000000b1',
  chat: '40000000-0000-4000-8000-000000000004',
  gloves: '00000000-0000-4000-8000-0000000000a1',
  install: '00000000-0000-4000-8000-0000000000a2',
  draft: '00000000-0000-4000-8000-0000000000a3',
  invoice: '00000000-0000-4000-8000-00000000e001',
};

const customer: InvoiceCustomer = {
  userId: ids.buyer,
  businessName: 'Al Waha Stores',
  name: 'Sara Al-Harbi',
  city: 'Riyadh',
};

const row = (overrides: Partial<ListingRow>): ListingRow => ({
  id: ids.gloves,
  kind: 'PRODUCT',
  nameAr: null,
  nameEn: 'Nitrile gloves',
  thumbnailUrl: null,
  price: 1250,
  stock: 100,
  isPublished: true,
  takenDownAt: null,
  takedownReason: null,
  createdAt: '2026-01-01T09:00:00.000Z',
  ...overrides,
});

const listings = [
  row({}),
  row({
    id: ids.install,
    kind: 'SERVICE',
    nameAr: null,
    nameEn: 'Shelf installation',
    price: 50000,
    stock: null,
  }),
  row({ id: ids.draft, nameAr: null, nameEn: 'Old helmet', isPublished: false }),
];

const apiError = (status: number, code: string, message: string, details?: Record<string, unknown>) => ({
  status,
  body: { error: { code, message, statusCode: status, ...(details && { details }) }, requestId: 'r' },
});

function stubInvoiceApi(extra: Record<string, StubbedAnswer> = {}) {
  return stubApi({
    '/api/suppliers/me/customers': { body: [customer] },
    '/api/suppliers/me/listings': { body: listings },
    [`/api/suppliers/me/products/${ids.gloves}`]: {
      body: { ...listings[0], descriptionAr: null, descriptionEn: 'Powder free, size L, 100 per box.' },
    },
    'POST /api/suppliers/me/invoices': { status: 201, body: { id: ids.invoice, number: 'INV-000042' } },
    ...extra,
  });
}

function InvoicePage() {
  return <p>Invoice page {useParams().id}</p>;
}
function ChatPage() {
  return <p>Chat page {useParams().id}</p>;
}

function renderPage(path = '/supplier/invoices/new', language: 'ar' | 'en' = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/supplier/invoices/new', element: <SupplierNewInvoicePage /> },
      { path: '/supplier/invoices/:id', element: <InvoicePage /> },
      { path: '/supplier/chats/:id', element: <ChatPage /> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />, { language });
  return router;
}

/** The POST calls' bodies. */
const sentInvoices = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === '/api/suppliers/me/invoices' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** Mantine's select lists are labelled by their field's label too: only the field itself. */
const field = { selector: 'input, textarea' };

// Label and text queries: role queries weigh every element of this long form and make tests slow.
async function replaceIn(container: HTMLElement, label: RegExp, text: string) {
  const input = within(container).getByLabelText(label, field);
  await userEvent.clear(input);
  if (text) await userEvent.paste(text);
}

async function chooseBuyer() {
  await userEvent.click(await screen.findByLabelText(/^Business/, field));
  await userEvent.click(await screen.findByText('Al Waha Stores'));
}

async function addItem(name: string) {
  await userEvent.click(screen.getByLabelText(/^Add an item/, field));
  await userEvent.click(await screen.findByText(name));
}

const items = () => screen.getAllByTestId('invoice-item');
const form = () => document.querySelector('form')!;

/** Two lines (10 gloves at SAR 12.50, one installation at SAR 500), SAR 25 delivery, a date. */
async function fillInvoice() {
  await chooseBuyer();
  await addItem('Nitrile gloves');
  await addItem('Shelf installation');
  await replaceIn(items()[0]!, /^Quantity/, '10');
  await replaceIn(form(), /^Delivery fee/, '25');
  fireEvent.change(screen.getByLabelText(/^Delivery date/, field), { target: { value: '2099-06-30' } });
}

const submit = () => userEvent.click(screen.getByText('Issue invoice'));

// Filling a whole invoice takes a few seconds in jsdom, more on a busy machine.
describe('NewInvoicePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers only published listings and fills a line from the listing', async () => {
    stubInvoiceApi();
    renderPage();
    await userEvent.click(await screen.findByLabelText(/^Add an item/, field));
    expect(await screen.findByRole('option', { name: /Nitrile gloves/, hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Old helmet/, hidden: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Nitrile gloves'));

    const [line] = items();
    expect(within(line!).getByLabelText(/^Name on the invoice/, field)).toHaveValue('Nitrile gloves');
    expect(within(line!).getByLabelText(/^Unit price/, field)).toHaveValue('12.50');
    await waitFor(() =>
      expect(within(line!).getByLabelText(/^Details/, field)).toHaveValue(
        'Powder free, size L, 100 per box.',
      ),
    );
  });

  it('computes each line and the totals as the supplier types, delivery fee included', async () => {
    stubInvoiceApi();
    renderPage();
    await fillInvoice();

    const [gloves, install] = items();
    expect(within(gloves!).getByTestId('line-net')).toHaveTextContent('SAR 125.00');
    expect(within(gloves!).getByTestId('line-vat')).toHaveTextContent('SAR 18.75');
    expect(within(gloves!).getByTestId('line-total')).toHaveTextContent('SAR 143.75');
    expect(within(install!).getByTestId('line-total')).toHaveTextContent('SAR 575.00');
    expect(screen.getByTestId('totals-delivery')).toHaveTextContent('SAR 25.00');
    expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('SAR 650.00');
    expect(screen.getByTestId('totals-vat')).toHaveTextContent('SAR 97.50');
    expect(screen.getByTestId('totals-total')).toHaveTextContent('SAR 747.50');

    await userEvent.click(within(install!).getByRole('button', { name: 'Remove Shelf installation' }));
    expect(screen.getByTestId('totals-total')).toHaveTextContent('SAR 172.50');
  });

  it('refuses an upfront amount above 30% of the total before sending, then fills the maximum', async () => {
    const fetchMock = stubInvoiceApi();
    renderPage();
    await fillInvoice();
    await userEvent.click(screen.getByLabelText('Upfront payment', field));
    expect(screen.getByText('At most SAR 224.25 (30% of the total).')).toBeInTheDocument();
    await replaceIn(form(), /^Upfront amount/, '300');
    await submit();

    expect(
      await screen.findByText('The upfront payment can be at most 30% of the invoice total.'),
    ).toBeInTheDocument();
    expect(sentInvoices(fetchMock)).toHaveLength(0);

    await userEvent.click(screen.getByText('Use 30%'));
    expect(screen.getByLabelText(/^Upfront amount/, field)).toHaveValue('224.25');
    expect(screen.getByTestId('upfront-split')).toHaveTextContent(
      'SAR 224.25 upfront, then SAR 523.25 on delivery.',
    );
    await submit();
    await screen.findByText(`Invoice page ${ids.invoice}`);
    expect(sentInvoices(fetchMock)[0]).toMatchObject({
      paymentTerms: 'PARTIAL',
      upfrontAmountHalalas: 22425,
    });
  });

  it('refuses a delivery date in the past before sending', async () => {
    const fetchMock = stubInvoiceApi();
    renderPage();
    await fillInvoice();
    fireEvent.change(screen.getByLabelText(/^Delivery date/, field), { target: { value: '2020-01-01' } });
    await submit();
    expect(await screen.findByText('Choose a delivery date from today on.')).toBeInTheDocument();
    expect(sentInvoices(fetchMock)).toHaveLength(0);
  });

  it('sends halalas with one idempotency key, the same on a retry after a network failure', async () => {
    const fetchMock = stubInvoiceApi();
    const answer = fetchMock.getMockImplementation()!;
    let isOffline = true;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST' && isOffline) {
        isOffline = false;
        throw new TypeError('Failed to fetch');
      }
      return answer(input, init);
    });
    renderPage();
    await fillInvoice();
    await submit();

    expect(await screen.findByText('The invoice was not issued')).toBeInTheDocument();
    expect(screen.getByText(/We could not reach Tawrid/)).toBeInTheDocument();
    await submit();
    await screen.findByText(`Invoice page ${ids.invoice}`);

    const [first, retry] = sentInvoices(fetchMock);
    // Decision 019: plain amount names mean riyals, so the app names its halalas `…Halalas`.
    expect(first).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      buyerId: ids.buyer,
      items: [
        {
          listingId: ids.gloves,
          name: 'Nitrile gloves',
          details: expect.any(String),
          quantity: 10,
          unitPriceHalalas: 1250,
        },
        {
          listingId: ids.install,
          name: 'Shelf installation',
          details: '',
          quantity: 1,
          unitPriceHalalas: 50000,
        },
      ],
      deliveryFeeHalalas: 2500,
      deliveryDate: '2099-06-30',
      notes: '',
      terms: '',
      paymentTerms: 'FULL',
      upfrontAmountHalalas: null,
    });
    expect(retry!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it("puts the server's error on the line it names", async () => {
    stubInvoiceApi({
      'POST /api/suppliers/me/invoices': apiError(
        400,
        'LISTING_NOT_FOUND',
        'That listing is no longer published.',
        {
          field: 'items.1.listingId',
        },
      ),
    });
    renderPage();
    await fillInvoice();
    await submit();

    const [gloves, install] = items();
    expect(await within(install!).findByRole('alert')).toHaveTextContent(
      'That listing is no longer published.',
    );
    expect(within(gloves!).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('The invoice was not issued')).not.toBeInTheDocument();
  });

  it('fixes the buyer of the chat it came from and goes back to that chat once issued', async () => {
    const fetchMock = stubInvoiceApi({
      [`/api/chats/${ids.chat}`]: {
        body: aThread({
          id: ids.chat,
          mySide: 'SUPPLIER',
          counterpart: { userId: ids.buyer, businessName: 'Al Waha Stores', name: 'Sara', pfpUrl: null },
        }),
      },
    });
    renderPage(`/supplier/invoices/new?buyerId=${ids.buyer}&chatId=${ids.chat}`);

    const buyer = await screen.findByLabelText(/^Business/, field);
    await waitFor(() => expect(buyer).toHaveValue('Al Waha Stores'));
    expect(buyer).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Back to the chat' })).toHaveAttribute(
      'href',
      `/supplier/chats/${ids.chat}`,
    );

    await addItem('Nitrile gloves');
    fireEvent.change(screen.getByLabelText(/^Delivery date/, field), { target: { value: '2099-06-30' } });
    await submit();
    await screen.findByText(`Chat page ${ids.chat}`);
    expect(sentInvoices(fetchMock)[0]).toMatchObject({ buyerId: ids.buyer, chatId: ids.chat });
  });

  it('explains who can be invoiced when the supplier has no customers yet', async () => {
    stubInvoiceApi({ '/api/suppliers/me/customers': { body: [] } });
    renderPage();
    const empty = await screen.findByTestId('invoice-no-customers');
    expect(empty).toHaveTextContent('You can invoice a business you have chatted with or sold to.');
    expect(within(empty).getByRole('link', { name: 'Go to chats' })).toHaveAttribute(
      'href',
      '/supplier/chats',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('links to adding a product or a service when none is published', async () => {
    stubInvoiceApi({ '/api/suppliers/me/listings': { body: [listings[2]] } });
    renderPage('/supplier/invoices/new', 'ar');
    const empty = await screen.findByTestId('invoice-no-listings');
    expect(within(empty).getByRole('link', { name: 'إضافة منتج' })).toHaveAttribute(
      'href',
      '/supplier/products/new',
    );
    expect(within(empty).getByRole('link', { name: 'إضافة خدمة' })).toHaveAttribute(
      'href',
      '/supplier/services/new',
    );
  });
});

describe('InvoicesList: new invoice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers a new invoice to suppliers only', async () => {
    stubApi({ '/api/suppliers/me/invoices': { body: [] }, '/api/buyers/me/invoices': { body: [] } });
    const { unmount } = renderWithProviders(
      <MemoryRouter>
        <InvoicesList side="supplier" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'New invoice' })).toHaveAttribute(
      'href',
      '/supplier/invoices/new',
    );
    unmount();

    renderWithProviders(
      <MemoryRouter>
        <InvoicesList side="buyer" />
      </MemoryRouter>,
    );
    await screen.findByTestId('invoices-empty');
    expect(screen.queryByRole('link', { name: 'New invoice' })).not.toBeInTheDocument();
  });
});
