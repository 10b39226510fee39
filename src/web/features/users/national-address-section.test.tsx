import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../contract/users/users.schemas';
import { renderWithProviders, stubApi } from '../../test/render';
import { NationalAddressSection } from './national-address-section';

const saved = {
  street: 'طريق الملك فهد',
  buildingNumber: '3254',
  district: 'العليا',
  city: 'الرياض',
  postalZone: '12214',
  additionalNumber: null,
};

const patchCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');

describe('NationalAddressSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the address with Arabic-Indic digits as ASCII and says it was saved, in Arabic', async () => {
    const fetchMock = stubApi({
      'PATCH /api/users/me/settings': {
        body: { profile: { nationalAddress: saved } } as unknown as Settings,
      },
    });
    renderWithProviders(<NationalAddressSection address={null} signupCity="الرياض" />, { language: 'ar' });
    expect(screen.getByRole('textbox', { name: /^المدينة/ })).toHaveValue('الرياض');
    const building = screen.getByRole('textbox', { name: /^رقم المبنى/ });
    expect(building).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(screen.getByRole('textbox', { name: /^الشارع/ }), saved.street);
    await userEvent.type(building, '٣٢٥٤');
    await userEvent.type(screen.getByRole('textbox', { name: /^الحي/ }), saved.district);
    await userEvent.type(screen.getByRole('textbox', { name: /^الرمز البريدي/ }), '١٢٢١٤');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ العنوان' }));

    expect(await screen.findByText('تم حفظ عنوانك الوطني.')).toBeInTheDocument();
    const [call] = patchCalls(fetchMock);
    expect(JSON.parse(String(call![1]!.body))).toEqual({ nationalAddress: saved });
  });

  it('refuses a 3-digit building number and a 4-digit postal code on their fields, and sends nothing', async () => {
    const fetchMock = stubApi({});
    renderWithProviders(<NationalAddressSection address={saved} signupCity="Riyadh" />, { language: 'en' });
    const building = screen.getByRole('textbox', { name: /^Building number/ });
    await userEvent.clear(building);
    await userEvent.type(building, '325');
    const postal = screen.getByRole('textbox', { name: /^Postal code/ });
    await userEvent.clear(postal);
    await userEvent.type(postal, '1221');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('The building number must be 4 digits.')).toBeInTheDocument();
    expect(screen.getByText('The postal code must be 5 digits.')).toBeInTheDocument();
    expect(patchCalls(fetchMock)).toHaveLength(0);
  });
});
