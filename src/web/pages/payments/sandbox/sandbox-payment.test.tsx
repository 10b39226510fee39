import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render';
import SandboxPaymentPage from './[id].page';

const id = 'chg_sbx_0b7c3a4e-1f2d-4e5a-9b6c-7d8e9f0a1b2c';

const renderPage = (language: 'ar' | 'en' = 'en') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[`/payments/sandbox/${id}`]}>
      <Routes>
        <Route path="/payments/sandbox/:id" element={<SandboxPaymentPage />} />
      </Routes>
    </MemoryRouter>,
    { language },
  );

describe('sandbox 3-D Secure page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says it is a test page and shows the amount, brand and last four', async () => {
    stubApi({
      [`/api/payments/sandbox/charges/${id}`]: {
        body: { id, amount: 115_050, status: 'INITIATED', brand: 'MADA', last4: '0007' },
      },
    });
    renderPage();

    expect(await screen.findByText('SAR 1,150.50')).toBeInTheDocument();
    expect(screen.getByText(/No real payment happens/)).toBeInTheDocument();
    expect(screen.getByText('•••• 0007')).toBeInTheDocument();
  });

  it('says it is a test in Arabic too', async () => {
    stubApi({
      [`/api/payments/sandbox/charges/${id}`]: {
        body: { id, amount: 115_050, status: 'INITIATED', brand: 'VISA', last4: '3220' },
      },
    });
    renderPage('ar');
    expect(await screen.findByText('صفحة تجريبية')).toBeInTheDocument();
  });

  it('sends the browser to the callback address the API answers after approving', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const redirectUrl = `http://localhost:3000/buyer/payment/callback?tap_id=${id}`;
    stubApi({
      [`/api/payments/sandbox/charges/${id}`]: {
        body: { id, amount: 1000, status: 'INITIATED', brand: 'VISA', last4: '3220' },
      },
      [`POST /api/payments/sandbox/charges/${id}/approve`]: { body: { redirectUrl } },
    });
    renderPage();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve payment' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(redirectUrl));
  });
});
