import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationToggles, type Settings } from '../../../contract/users/users.schemas';
import { renderWithProviders, stubApi } from '../../test/render';
import { SettingsPageContent } from './settings-page-content';

const tools = '00000000-0000-4000-8000-000000000001';
const packaging = '00000000-0000-4000-8000-000000000002';
const design = '00000000-0000-4000-8000-000000000003';

const mainCategories = [
  { id: tools, name: 'Tools', usedFor: 'PRODUCT' },
  { id: packaging, name: 'Packaging', usedFor: 'PRODUCT' },
  { id: design, name: 'Design', usedFor: 'SERVICE' },
];

const settings: Settings = {
  profile: {
    email: 'owner@alnoor.sa',
    name: 'Sara Al-Harbi',
    businessName: 'Al Noor Trading',
    registrationNumber: '1010123456',
    city: 'Riyadh',
    pfpUrl: null,
    businessCategoryIds: [tools],
    nationalAddress: null,
  },
  notifications: {
    allowNotifications: true,
    ...Object.fromEntries(notificationToggles.map((toggle) => [toggle, true])),
  } as Settings['notifications'],
  store: {
    storeBioAr: '',
    storeBioEn: 'Industrial tools for workshops',
    isStoreClosed: false,
    closingMessageAr: '',
    closingMessageEn: '',
    deliveryFee: 1500,
    vatNumber: null,
    bannerUrl: null,
  },
};

const errorBody = (code: string, message: string, statusCode: number) => ({
  status: statusCode,
  body: { error: { code, message, statusCode }, requestId: 'r' },
});

function stubSettings(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/users/me/settings': { body: settings },
    '/api/categories/main': { body: mainCategories },
    ...extra,
  });
}

function renderSettings({ showStore = true, language = 'en' as 'en' | 'ar' } = {}) {
  return renderWithProviders(
    <MemoryRouter>
      <SettingsPageContent showStore={showStore} />
    </MemoryRouter>,
    { language },
  );
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === path && (init?.method ?? 'GET') === method,
  );

describe('SettingsPageContent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the profile facts, the store and the current delivery fee of a supplier', async () => {
    stubSettings();
    renderSettings();
    const profile = await screen.findByRole('region', { name: 'Business profile' });
    expect(profile).toHaveTextContent('Al Noor Trading');
    expect(within(profile).getByText('1010123456').tagName).toBe('BDI');
    expect(within(profile).getByText('owner@alnoor.sa').tagName).toBe('BDI');
    expect(profile).toHaveTextContent('Riyadh');
    expect(screen.getByLabelText('Store bio in English')).toHaveValue('Industrial tools for workshops');
    expect(screen.getByTestId('current-delivery-fee')).toHaveTextContent('SAR 15.00');
    expect(screen.getByRole('region', { name: 'Store banner' })).toHaveTextContent('No banner yet');
    expect(screen.getByRole('button', { name: 'Remove picture' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'New messages' })).toBeChecked();
  });

  it('leaves the store out for a buyer', async () => {
    stubSettings();
    renderSettings({ showStore: false });
    expect(await screen.findByRole('region', { name: 'Business profile' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Store' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Store banner' })).not.toBeInTheDocument();
  });

  it('says the settings could not be loaded, and tries again', async () => {
    const fetchMock = stubSettings({
      'GET /api/users/me/settings': errorBody('INTERNAL_ERROR', 'Something went wrong on our side.', 500),
    });
    renderSettings();
    expect(await screen.findByText('Your settings could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/users/me/settings')).toHaveLength(2));
  });

  it('keeps at least one business category and sends nothing when the last is removed', async () => {
    const fetchMock = stubSettings();
    renderSettings();
    const input = await screen.findByLabelText('Categories', { selector: 'input' });
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Save categories' }));
    expect(await screen.findByText('Select at least one business category.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/users/me/settings')).toHaveLength(0);
  });

  // Decision 019: a plain `deliveryFee` means riyals, so the app names its halalas `deliveryFeeHalalas`.
  it('sends the delivery fee in halalas as deliveryFeeHalalas: 12.50 SAR is 1250', async () => {
    const fetchMock = stubSettings({
      'PUT /api/suppliers/me/store': {
        body: { ...settings, store: { ...settings.store!, deliveryFee: 1250 } },
      },
    });
    renderSettings();
    const fee = await screen.findByLabelText('Delivery fee per order');
    await userEvent.clear(fee);
    await userEvent.type(fee, '12.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save store settings' }));
    expect(await screen.findByText('Your store settings were saved.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT', '/api/suppliers/me/store');
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      storeBioAr: '',
      storeBioEn: 'Industrial tools for workshops',
      isStoreClosed: false,
      closingMessageAr: '',
      closingMessageEn: '',
      deliveryFeeHalalas: 1250,
      vatNumber: null,
    });
    expect(screen.getByTestId('current-delivery-fee')).toHaveTextContent('SAR 12.50');
  });

  it('refuses a VAT number that is not 15 digits starting and ending with 3, and sends nothing', async () => {
    const fetchMock = stubSettings();
    renderSettings();
    const vatNumber = await screen.findByLabelText('VAT registration number');
    expect(vatNumber).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(vatNumber, '1010123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save store settings' }));
    expect(
      await screen.findByText('The VAT number must be 15 digits starting and ending with 3.'),
    ).toBeInTheDocument();
    expect(vatNumber).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'PUT', '/api/suppliers/me/store')).toHaveLength(0);
  });

  it('sends a VAT number typed in Arabic-Indic digits as Latin digits', async () => {
    const fetchMock = stubSettings({
      'PUT /api/suppliers/me/store': {
        body: { ...settings, store: { ...settings.store!, vatNumber: '310122393500003' } },
      },
    });
    renderSettings({ language: 'ar' });
    const vatNumber = await screen.findByLabelText('الرقم الضريبي');
    await userEvent.type(vatNumber, '٣١٠١٢٢٣٩٣٥٠٠٠٠٣');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ إعدادات المتجر' }));
    expect(await screen.findByText('تم حفظ إعدادات متجرك.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT', '/api/suppliers/me/store');
    expect(JSON.parse(String(call![1]!.body))).toMatchObject({ vatNumber: '310122393500003' });
  });

  it('shows the closing message field only while the store is closed', async () => {
    stubSettings();
    renderSettings();
    const closed = await screen.findByRole('switch', { name: /Close the store temporarily/ });
    expect(screen.queryByLabelText(/Closing message in English/)).not.toBeInTheDocument();
    await userEvent.click(closed);
    expect(screen.getByLabelText(/Closing message in English/)).toBeInTheDocument();
  });

  it('refuses a 6 MB picture before any upload', async () => {
    const fetchMock = stubSettings();
    renderSettings();
    const input = await screen.findByTestId('profilePicture-input');
    const file = new File([new Uint8Array(6 * 1024 * 1024)], 'a.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(await screen.findByText('The file is too large. The maximum is 5 MB.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/users/me/profile-picture')).toHaveLength(0);
  });

  it('refuses a GIF banner in Arabic before any upload', async () => {
    const fetchMock = stubSettings();
    renderSettings({ language: 'ar' });
    const input = await screen.findByTestId('storeBanner-input');
    const file = new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' });
    await userEvent.setup({ applyAccept: false }).upload(input, file);
    expect(await screen.findByText('يُسمح فقط بصور PNG أو JPEG أو WebP.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/suppliers/me/banner')).toHaveLength(0);
  });

  it('uploads an accepted picture as form data and shows it', async () => {
    const url = '/files/avatars/new.webp';
    const fetchMock = stubSettings({ 'PUT /api/users/me/profile-picture': { body: { url } } });
    renderSettings();
    const input = await screen.findByTestId('profilePicture-input');
    const file = new File([new Uint8Array(100)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(await screen.findByText('Your profile picture was updated.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT', '/api/users/me/profile-picture');
    const body = call![1]!.body as FormData;
    expect(body.get('file')).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: 'Current profile picture' })).toHaveAttribute('src', url);
    expect(screen.getByRole('button', { name: 'Remove picture' })).toBeEnabled();
  });

  it('disables the nine toggles when notifications are switched off, in Arabic', async () => {
    stubSettings();
    renderSettings({ language: 'ar' });
    const master = await screen.findByRole('switch', { name: /السماح بالإشعارات/ });
    const group = screen.getByRole('group', { name: 'أنواع الإشعارات' });
    const toggles = within(group).getAllByRole('switch');
    expect(toggles).toHaveLength(9);
    for (const toggle of toggles) expect(toggle).toBeEnabled();
    await userEvent.click(master);
    for (const toggle of toggles) expect(toggle).toBeDisabled();
    expect(within(group).getByRole('switch', { name: 'حالة الشراء الجماعي' })).toBeDisabled();
  });

  it('shows a wrong current password from the server on its field', async () => {
    stubSettings({
      'PUT /api/users/me/password': errorBody(
        'CURRENT_PASSWORD_WRONG',
        'The current password is incorrect.',
        400,
      ),
    });
    renderSettings({ showStore: false });
    const current = await screen.findByLabelText('Current password');
    await userEvent.type(current, 'OldPass123');
    await userEvent.type(screen.getByLabelText('New password'), 'NewPass123');
    await userEvent.type(screen.getByLabelText('Confirm the new password'), 'NewPass123');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    // Mantine marks the field with the error text as its description.
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is incorrect.'));
    expect(screen.queryByText('Your password was not updated')).not.toBeInTheDocument();
  });
});
