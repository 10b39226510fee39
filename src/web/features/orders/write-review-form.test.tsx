import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder, orderIds } from '../../test/orders';
import { renderWithProviders, stubApi } from '../../test/render';
import { WriteReviewForm } from './write-review-form';

const orderPath = `/api/buyers/me/orders/${orderIds.first}`;

const renderForm = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/buyer/review/write-review']}>
      <Routes>
        <Route path="/buyer/review/write-review" element={<WriteReviewForm orderId={orderIds.first} />} />
        <Route path="/buyer/orders/:id" element={<p>Order page</p>} />
      </Routes>
    </MemoryRouter>,
  );

/** Mantine's Rating: each star is a radio (value: its number of stars) whose label sets the rating. */
const chooseStars = (group: HTMLElement, stars: number) => {
  const radio = within(group)
    .getAllByRole('radio')
    .find((input) => (input as HTMLInputElement).value === String(stars))!;
  fireEvent.click(group.querySelector(`label[for="${radio.id}"]`)!);
};

describe('WriteReviewForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the supplier rating and a rating for a commented product before sending', async () => {
    const fetchMock = stubApi({ [orderPath]: { body: anOrder({ status: 'COMPLETED' }) } });
    renderForm();

    const items = await screen.findAllByTestId('review-item');
    await userEvent.type(within(items[0]!).getByRole('textbox'), 'Fine gloves');
    await userEvent.click(screen.getByRole('button', { name: 'Publish review' }));

    expect(await screen.findAllByText('Choose a rating from 1 to 5 stars.')).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('counts the characters of a comment', async () => {
    stubApi({ [orderPath]: { body: anOrder({ status: 'COMPLETED' }) } });
    renderForm();

    await userEvent.type(await screen.findByRole('textbox', { name: 'Comment (optional)' }), 'Quick');

    expect(screen.getByText('5/1000')).toBeInTheDocument();
  });

  it('sends the supplier review and the rated products only, then goes back to the order', async () => {
    const fetchMock = stubApi({
      [orderPath]: { body: anOrder({ status: 'COMPLETED' }) },
      [`POST ${orderPath}/review`]: {
        status: 201,
        body: anOrder({ status: 'COMPLETED', review: { rating: 4, text: 'On time' } }),
      },
    });
    renderForm();

    const supplierGroup = (await screen.findByText('How was working with Al Noor Trading?')).parentElement!;
    chooseStars(supplierGroup, 4);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'On time');
    chooseStars((await screen.findAllByTestId('review-item'))[1]!, 5);
    await userEvent.click(screen.getByRole('button', { name: 'Publish review' }));

    expect(await screen.findByText('Order page')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      supplier: { rating: 4, text: 'On time' },
      items: [{ productId: orderIds.otherProduct, rating: 5, text: '' }],
    });
  });

  it('says why an order cannot be reviewed (not completed, already reviewed)', async () => {
    stubApi({ [orderPath]: { body: anOrder({ status: 'SHIPPED' }) } });
    const { unmount } = renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can write a review after you confirm the delivery.',
    );
    unmount();

    stubApi({ [orderPath]: { body: anOrder({ status: 'COMPLETED', review: { rating: 5, text: '' } }) } });
    renderForm();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('You have already reviewed this order.'),
    );
  });
});
