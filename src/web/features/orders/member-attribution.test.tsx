import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMessage } from '../../test/chats';
import { anInvoice, invoiceIds } from '../../test/invoices';
import { anOrder, orderIds } from '../../test/orders';
import { renderWithProviders, stubApi } from '../../test/render';
import { ChatMessageBubble } from '../chats/chat-message-bubble';
import { InvoiceDetails } from '../invoices/invoice-details';
import { OrderDetails } from './order-details';
import { OrderRow } from './order-row';

const sara = { memberId: '00000000-0000-4000-8000-00000000d001', name: 'سارة الحربي' };
const omar = { memberId: '00000000-0000-4000-8000-00000000d002', name: 'Omar Saleh' };

/** Issue 26: which member of a business did what, in both languages. */
describe('member attribution', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows who placed and who shipped an order on its page, in Arabic', async () => {
    stubApi({
      [`/api/suppliers/me/orders/${orderIds.first}`]: {
        body: anOrder({ status: 'SHIPPED', placedBy: sara, shippedBy: omar }),
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <OrderDetails side="supplier" orderId={orderIds.first} />
      </MemoryRouter>,
      { language: 'ar' },
    );

    expect(await screen.findByTestId('order-placed-by')).toHaveTextContent('طلبه: \u2068سارة الحربي\u2069');
    expect(screen.getByTestId('order-shipped-by')).toHaveTextContent('شحنه: \u2068Omar Saleh\u2069');
  });

  it('shows who placed an order on its card, and nothing for an order from before members', () => {
    renderWithProviders(
      <MemoryRouter>
        <OrderRow order={anOrder({ placedBy: omar })} side="buyer" />
        <OrderRow order={anOrder({ id: orderIds.second })} side="buyer" />
      </MemoryRouter>,
    );

    expect(screen.getAllByTestId('order-placed-by').map((line) => line.textContent)).toEqual([
      'Placed by \u2068Omar Saleh\u2069',
    ]);
  });

  it('shows who issued an invoice and who paid each installment', async () => {
    stubApi({
      [`/api/buyers/me/invoices/${invoiceIds.first}`]: {
        body: anInvoice({
          issuedBy: omar,
          status: 'PARTIALLY_PAID',
          paymentTerms: 'PARTIAL',
          payments: [
            { installment: 'UPFRONT', amount: 8832, paidAt: '2026-03-02T09:15:00.000Z', paidBy: sara },
          ],
        }),
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <InvoiceDetails side="buyer" invoiceId={invoiceIds.first} />
      </MemoryRouter>,
      { language: 'ar' },
    );

    expect(await screen.findByTestId('invoice-issued-by')).toHaveTextContent(
      'أصدرها: \u2068Omar Saleh\u2069',
    );
    expect(screen.getByTestId('invoice-payments')).toHaveTextContent('سارة الحربي');
  });

  it("shows under a message the name of the person who wrote it, on the writer's side too", () => {
    renderWithProviders(
      <>
        <ChatMessageBubble
          message={aMessage({ sentBy: omar })}
          isMine={false}
          isRead={false}
          senderName="Al Noor Trading"
          mySide="BUYER"
        />
        <ChatMessageBubble
          message={aMessage({ sentBy: sara })}
          isMine
          isRead={false}
          senderName="Al Waha Stores"
          mySide="BUYER"
        />
      </>,
    );

    expect(screen.getAllByTestId('chat-message-sent-by').map((line) => line.textContent)).toEqual([
      'Written by \u2068Omar Saleh\u2069',
      'Written by \u2068سارة الحربي\u2069',
    ]);
  });
});
