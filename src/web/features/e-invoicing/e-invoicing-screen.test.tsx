import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EInvoice, EInvoicingUnit } from '../../../contract/e-invoicing/e-invoicing.schemas';
import { renderWithProviders, stubApi } from '../../test/render';
import { EInvoicingScreen } from './e-invoicing-screen';

const notOnboarded: EInvoicingUnit = {
  status: 'NOT_ONBOARDED',
  environment: 'sandbox',
  certificateExpiresAt: null,
  onboardedAt: null,
  lastError: [],
  recentDocuments: [],
};

const rejected: EInvoice = {
  id: '00000000-0000-4000-8000-000000000011',
  invoiceId: '00000000-0000-4000-8000-000000000012',
  invoiceNumber: 'INV-000007',
  type: 'INVOICE',
  transaction: 'STANDARD',
  status: 'REJECTED',
  counter: 7,
  hash: 'aGFzaA==',
  qrCode: 'cXI=',
  messages: [
    { type: 'ERROR', code: 'BR-KSA-64', category: 'KSA', message: 'Buyer postal code must be 5 digits.' },
  ],
  submittedAt: '2026-11-29T10:00:00.000Z',
  downloadable: false,
};

const active: EInvoicingUnit = {
  ...notOnboarded,
  status: 'ACTIVE',
  certificateExpiresAt: '2031-11-28T21:00:00.000Z',
  onboardedAt: '2026-11-29T09:00:00.000Z',
  recentDocuments: [
    rejected,
    {
      ...rejected,
      id: '00000000-0000-4000-8000-000000000013',
      invoiceNumber: 'INV-000008',
      status: 'CLEARED',
      messages: [],
    },
  ],
};

const refusal = {
  status: 422,
  body: {
    error: {
      code: 'E_INVOICING_OTP_REJECTED',
      message: 'رفضت هيئة الزكاة والضريبة والجمارك رمز التحقق.',
      statusCode: 422,
      details: {
        messages: [{ type: 'ERROR', code: 'Invalid-OTP', category: 'OTP', message: 'The OTP is invalid.' }],
      },
    },
    requestId: 'r',
  },
};

const renderScreen = (language: 'ar' | 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <EInvoicingScreen />
    </MemoryRouter>,
    { language },
  );

const onboardingCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input).endsWith('/onboarding') && init?.method === 'POST',
  );

describe('EInvoicingScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says why e-invoicing does not apply without a VAT number, and links to where it is entered', async () => {
    stubApi({ 'GET /api/suppliers/me/e-invoicing': { body: { ...notOnboarded, status: 'NOT_APPLICABLE' } } });
    renderScreen('en');
    expect(await screen.findByText('E-invoicing does not apply to your store yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter your VAT number' })).toHaveAttribute(
      'href',
      '/supplier/settings#vat-number',
    );
    expect(screen.queryByLabelText(/One-time password/)).not.toBeInTheDocument();
  });

  it('sends an OTP typed in Arabic-Indic digits as ASCII, shows ZATCA’s refusal in Arabic with its messages, then the active unit', async () => {
    const fetchMock = stubApi({
      'GET /api/suppliers/me/e-invoicing': { body: notOnboarded },
      'POST /api/suppliers/me/e-invoicing/onboarding': refusal,
    });
    renderScreen('ar');
    const otp = await screen.findByRole('textbox', { name: /^رمز التحقق لمرة واحدة/ });
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(otp, '٠٠٠٠٠٠');
    await userEvent.click(screen.getByRole('button', { name: 'ربط' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('رفضت هيئة الزكاة والضريبة والجمارك الربط');
    expect(alert).toHaveTextContent('رفضت هيئة الزكاة والضريبة والجمارك رمز التحقق.');
    expect(within(alert).getByTestId('fatoora-messages')).toHaveTextContent(
      'Invalid-OTP The OTP is invalid.',
    );
    expect(JSON.parse(String(onboardingCalls(fetchMock)[0]![1]!.body))).toEqual({ otp: '000000' });

    stubApi({
      'GET /api/suppliers/me/e-invoicing': { body: active },
      'POST /api/suppliers/me/e-invoicing/onboarding': { body: active },
    });
    await userEvent.clear(otp);
    await userEvent.type(otp, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'ربط' }));
    expect(await screen.findByTestId('unit-status')).toHaveTextContent('مفعّل');
    expect(screen.getByTestId('environment.label')).toHaveTextContent('بيئة تجريبية');
    expect(screen.getByTestId('unit.certificateExpiresAt')).toHaveTextContent('2031');
  });

  it('refuses an OTP that is not six digits before sending it', async () => {
    const fetchMock = stubApi({ 'GET /api/suppliers/me/e-invoicing': { body: notOnboarded } });
    renderScreen('en');
    await userEvent.type(await screen.findByRole('textbox', { name: /^One-time password/ }), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Enter the 6 digits of the OTP.')).toBeInTheDocument();
    expect(onboardingCalls(fetchMock)).toHaveLength(0);
  });

  it('lists recent documents as cards with their status and ZATCA’s messages for a rejected one, and offers a renewal', async () => {
    stubApi({ 'GET /api/suppliers/me/e-invoicing': { body: active } });
    renderScreen('en');
    const cards = await screen.findAllByTestId('e-invoice-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('INV-000007');
    expect(cards[0]).toHaveTextContent('Rejected by ZATCA');
    expect(cards[0]).toHaveTextContent('BR-KSA-64 Buyer postal code must be 5 digits.');
    expect(cards[1]).toHaveTextContent('Cleared by ZATCA');
    expect(within(cards[1]!).queryByTestId('fatoora-messages')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Renew the certificate with a new OTP' }));
    expect(screen.getByRole('textbox', { name: /^One-time password/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /^One-time password/ })).not.toBeInTheDocument(),
    );
  });
});
