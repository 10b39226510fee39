import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ResponsiveTable, TouchTarget, type CardsBelow, type ResponsiveColumn } from './responsive-table';

interface Order {
  id: string;
  number: string;
  buyer: string;
  total: string;
}

const orders: Order[] = [
  { id: 'a', number: 'TW-1', buyer: 'Al Noor Trading', total: 'SAR 120.00' },
  { id: 'b', number: 'TW-2', buyer: 'Al Waha Tools', total: 'SAR 80.00' },
];

function renderOrders(onOpen = vi.fn(), cardsBelow?: CardsBelow) {
  const columns: ResponsiveColumn<Order>[] = [
    { key: 'number', label: 'Order', primary: true, cell: (order) => order.number },
    { key: 'buyer', label: 'Buyer', cell: (order) => order.buyer },
    { key: 'total', label: 'Total', numeric: true, cell: (order) => order.total },
    {
      key: 'open',
      label: 'Actions',
      isLabelHidden: true,
      actions: true,
      cell: (order) => (
        <button type="button" onClick={() => onOpen(order.id)}>
          Open {order.number}
        </button>
      ),
    },
  ];
  renderWithProviders(
    <ResponsiveTable
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      rowProps={(order) => ({ 'data-testid': 'order-row', 'data-order': order.id })}
      caption="Recent orders"
      footer={
        <tr>
          <td colSpan={4}>Total SAR 200.00</td>
        </tr>
      }
      cardsBelow={cardsBelow}
      testId="orders"
    />,
  );
  return onOpen;
}

describe('ResponsiveTable', () => {
  it('declares each column once: a header cell per column, named by its label', () => {
    renderOrders();
    const table = screen.getByRole('table', { name: 'Recent orders' });
    expect(table).toHaveAttribute('data-testid', 'orders');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Buyer', 'Total', 'Actions']);
    // A hidden label still names the column for screen readers.
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  it('gives every cell its column label and role for the card layout', () => {
    renderOrders();
    const [first] = screen.getAllByTestId('order-row');
    expect(first).toHaveAttribute('data-order', 'a');
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Order',
      'Buyer',
      'Total',
      'Actions',
    ]);
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'TW-1',
      'Al Noor Trading',
      'SAR 120.00',
      'Open TW-1',
    ]);
    expect(cells[0]).toHaveAttribute('data-primary', 'true');
    expect(cells[2]).toHaveAttribute('data-numeric', 'true');
    expect(cells[3]).toHaveAttribute('data-actions', 'true');
    expect(cells[1]).not.toHaveAttribute('data-primary');
  });

  it('renders each row’s actions once, and they work', async () => {
    const onOpen = renderOrders();
    expect(screen.getAllByRole('button', { name: 'Open TW-2' })).toHaveLength(1);
    expect(screen.getAllByRole('button')).toHaveLength(orders.length);
    await userEvent.click(screen.getByRole('button', { name: 'Open TW-2' }));
    expect(onOpen).toHaveBeenCalledWith('b');
  });

  it('keeps the summary rows and the caption', () => {
    renderOrders();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Total SAR 200.00').closest('tfoot')).not.toBeNull();
    expect(table.querySelector('caption')).toHaveTextContent('Recent orders');
  });

  it('switches to cards below the chosen width, which the stylesheet defines for every choice', () => {
    renderOrders(vi.fn(), 920);
    expect(screen.getByRole('table').parentElement).toHaveAttribute('data-cards-below', '920');
    // jsdom runs no container queries: the stylesheet must at least have one per width.
    const stylesheet = readFileSync(path.resolve('src/web/components/responsive-table.css'), 'utf8');
    const sizes: CardsBelow[] = [320, 400, 640, 920];
    for (const size of sizes) {
      expect(stylesheet).toContain(
        `@container responsive-table (width < ${size}px) {\n  @mixin responsive-table-cards ${size};`,
      );
    }
  });

  it('puts a small control in a touch target that passes clicks to it', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <TouchTarget cardsText="Select all">
        <input type="checkbox" aria-label="Select all shown" onChange={onChange} />
      </TouchTarget>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Select all shown' });
    await userEvent.click(checkbox.closest('label')!);
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
