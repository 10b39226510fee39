import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CitySchema } from '../../../contract/auth/auth.schemas';
import { saudiCities } from '../../../contract/places/saudi-cities';
import { renderWithProviders, stubApi } from '../../test/render';
import { signupDraftStorageKey } from './signup-draft-storage';
import { SignupWizard } from './signup-wizard';

const mainCategories = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Tools', usedFor: 'PRODUCT' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Packaging', usedFor: 'PRODUCT' },
  { id: '00000000-0000-4000-8000-000000000003', name: 'Design', usedFor: 'SERVICE' },
];
const arabicCategories = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'أدوات', usedFor: 'PRODUCT' },
  { id: '00000000-0000-4000-8000-000000000003', name: 'تصميم', usedFor: 'SERVICE' },
];

const apiError = (status: number, code: string, details?: Record<string, unknown>) => ({
  status,
  body: { error: { code, message: code, statusCode: status, details }, requestId: 'r' },
});

function Where() {
  const { pathname, state } = useLocation() as { pathname: string; state: { email?: string } | null };
  return (
    <p>
      at {pathname} {state?.email}
    </p>
  );
}

function renderSignup(language: 'ar' | 'en' = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/signup', element: <SignupWizard /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/signup'] },
  );
  const { unmount } = renderWithProviders(<RouterProvider router={router} />, { language });
  return { router, unmount };
}

async function pickCategory(label: RegExp, name: string) {
  await userEvent.click(await screen.findByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('SignupWizard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // What was typed is kept for the tab: each test starts with an empty form.
    sessionStorage.clear();
  });

  it('stays on step 1 while the registration number is not 10 digits', async () => {
    stubApi({ '/api/categories/main': { body: mainCategories } });
    renderSignup();
    await userEvent.type(screen.getByLabelText(/Business name/), 'Al Noor Trading');
    await userEvent.type(screen.getByLabelText(/Commercial registration number/), '12345');
    await pickCategory(/Business activity/, 'Tools');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The registration number must be exactly 10 digits.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/National ID number/)).not.toBeInTheDocument();
  });

  it('goes through the three steps and shows EMAIL_TAKEN from the server on step 3’s email field', async () => {
    const fetchMock = stubApi({
      '/api/categories/main': { body: mainCategories },
      '/api/auth/signup': apiError(409, 'EMAIL_TAKEN'),
    });
    renderSignup();
    await fillBusinessStep();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await fillPersonStep();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await fillAccountStep();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText(/^Email/);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('An account with this email already exists.'),
    );
    const call = fetchMock.mock.calls.find(([path]) => String(path) === '/api/auth/signup');
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      businessName: 'Al Noor Trading',
      registrationNumber: '1010203040',
      businessCategoryIds: ['00000000-0000-4000-8000-000000000003'],
      name: 'Sara Al-Harbi',
      nationalId: '1122334455',
      city: 'Riyadh',
      email: 'owner@alnoor.sa',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      acceptTerms: true,
    });
  });

  it('signs up and opens /verify-email with the email', async () => {
    stubApi({
      '/api/categories/main': { body: mainCategories },
      '/api/auth/signup': {
        status: 201,
        body: {
          id: '00000000-0000-4000-8000-0000000000aa',
          role: 'BUYER',
          isEmailVerified: false,
          memberRoles: ['OWNER'],
          email: 'owner@alnoor.sa',
          name: 'Sara Al-Harbi',
          businessName: 'Al Noor Trading',
          pfpUrl: null,
        },
      },
    });
    renderSignup();
    await fillBusinessStep();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await fillPersonStep();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await fillAccountStep();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('at /verify-email owner@alnoor.sa')).toBeInTheDocument();
    expect(sessionStorage.getItem(signupDraftStorageKey)).toBeNull();
  });

  it('asks for the terms and matching passwords on step 3', async () => {
    const fetchMock = stubApi({ '/api/categories/main': { body: mainCategories } });
    renderSignup();
    await fillBusinessStep();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await fillPersonStep();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(await screen.findByLabelText(/^Email/), 'owner@alnoor.sa');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret124');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('You must agree to the terms of service.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => String(path) === '/api/auth/signup')).toBe(false);
  });

  it('takes the person back to step 1 for REGISTRATION_NOT_FOUND, in Arabic', async () => {
    stubApi({
      '/api/categories/main': { body: arabicCategories },
      '/api/auth/signup': apiError(422, 'REGISTRATION_NOT_FOUND'),
    });
    renderSignup('ar');
    await userEvent.type(screen.getByLabelText(/اسم المنشأة/), 'مؤسسة النور التجارية');
    await userEvent.type(screen.getByLabelText(/رقم السجل التجاري/), '١٠١٠٢٠٣٠٤٠');
    await pickCategory(/نشاط المنشأة/, 'أدوات');
    await userEvent.click(screen.getByRole('button', { name: 'التالي' }));
    await userEvent.type(await screen.findByLabelText(/الاسم الكامل/), 'سارة الحربي');
    await userEvent.type(screen.getByLabelText(/رقم الهوية الوطنية/), '1122334455');
    await userEvent.type(screen.getByRole('textbox', { name: /^المدينة/ }), 'الرياض');
    await userEvent.click(screen.getByRole('button', { name: 'التالي' }));
    await userEvent.type(await screen.findByLabelText(/^البريد الإلكتروني/), 'owner@alnoor.sa');
    await userEvent.type(screen.getByLabelText(/^كلمة المرور/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^تأكيد كلمة المرور/), 'Secret123');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));

    const registrationNumber = await screen.findByLabelText(/رقم السجل التجاري/);
    expect(registrationNumber).toHaveValue('١٠١٠٢٠٣٠٤٠');
    await waitFor(() =>
      expect(registrationNumber).toHaveAccessibleDescription(
        expect.stringContaining('لم يُعثر على رقم السجل التجاري هذا في السجل التجاري.'),
      ),
    );
    expect(screen.queryByLabelText(/^كلمة المرور/)).not.toBeInTheDocument();
  });
});

describe('SignupWizard keeps what was typed', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  const typed = {
    businessName: 'Al Noor Trading',
    registrationNumber: '1010203040',
    name: 'Sara Al-Harbi',
    nationalId: '1122334455',
    city: 'Riyadh',
    email: 'owner@alnoor.sa',
    password: 'Secret123',
  };

  const expectBusinessStep = () => {
    expect(screen.getByLabelText(/Business name/)).toHaveValue(typed.businessName);
    expect(screen.getByLabelText(/Commercial registration number/)).toHaveValue(typed.registrationNumber);
    // The chosen activities, as the MultiSelect's form value.
    expect(document.querySelector('input[type="hidden"][name="businessCategoryIds"]')).toHaveValue(
      '00000000-0000-4000-8000-000000000003',
    );
  };
  const expectPersonStep = async () => {
    expect(await screen.findByLabelText(/Full name/)).toHaveValue(typed.name);
    expect(screen.getByLabelText(/National ID number/)).toHaveValue(typed.nationalId);
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue(typed.city);
  };
  const expectAccountStep = async () => {
    expect(await screen.findByLabelText(/^Email/)).toHaveValue(typed.email);
    expect(screen.getByLabelText(/^Password/)).toHaveValue(typed.password);
    expect(screen.getByLabelText(/^Confirm password/)).toHaveValue(typed.password);
    expect(screen.getByRole('checkbox')).toBeChecked();
  };
  const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

  async function fillEveryStep() {
    await userEvent.type(screen.getByLabelText(/Business name/), typed.businessName);
    await userEvent.type(screen.getByLabelText(/Commercial registration number/), typed.registrationNumber);
    await pickCategory(/Business activity/, 'Design');
    await click('Next');
    await userEvent.type(await screen.findByLabelText(/Full name/), typed.name);
    await userEvent.type(screen.getByLabelText(/National ID number/), typed.nationalId);
    await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), typed.city);
    await click('Next');
    await userEvent.type(await screen.findByLabelText(/^Email/), typed.email);
    await userEvent.type(screen.getByLabelText(/^Password/), typed.password);
    await userEvent.type(screen.getByLabelText(/^Confirm password/), typed.password);
    await userEvent.click(screen.getByRole('checkbox'));
  }

  const sentBody = (fetchMock: ReturnType<typeof stubApi>) => {
    const calls = fetchMock.mock.calls.filter(([path]) => String(path) === '/api/auth/signup');
    return JSON.parse(String(calls.at(-1)![1]!.body)) as Record<string, unknown>;
  };
  const expectedBody = {
    ...typed,
    businessCategoryIds: ['00000000-0000-4000-8000-000000000003'],
    confirmPassword: typed.password,
    acceptTerms: true,
  };

  it('shows every field as typed after Back and Next through all steps, and sends exactly that', async () => {
    const fetchMock = stubApi({
      '/api/categories/main': { body: mainCategories },
      '/api/auth/signup': apiError(409, 'EMAIL_TAKEN'),
    });
    renderSignup();
    await fillEveryStep();
    await click('Back');
    await expectPersonStep();
    await click('Back');
    expectBusinessStep();
    await click('Next');
    await expectPersonStep();
    await click('Next');
    await expectAccountStep();
    await click('Create account');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([path]) => String(path) === '/api/auth/signup')).toBe(true),
    );
    expect(sentBody(fetchMock)).toEqual(expectedBody);
  });

  it.each(['REGISTRATION_NOT_FOUND', 'REGISTRATION_INACTIVE', 'REGISTRY_UNAVAILABLE'])(
    'keeps every field as typed after the registry refuses with %s and the person goes through again',
    async (code) => {
      const fetchMock = stubApi({
        '/api/categories/main': { body: mainCategories },
        '/api/auth/signup': apiError(code === 'REGISTRY_UNAVAILABLE' ? 503 : 422, code),
      });
      renderSignup();
      await fillEveryStep();
      await click('Create account');
      await waitFor(() => expect(screen.getByLabelText(/Business name/)).toHaveValue(typed.businessName));
      expectBusinessStep();
      await click('Next');
      await expectPersonStep();
      await click('Next');
      await expectAccountStep();
      await click('Create account');
      await waitFor(() => expect(screen.getByLabelText(/Business name/)).toBeInTheDocument());
      const bodies = fetchMock.mock.calls
        .filter(([path]) => String(path) === '/api/auth/signup')
        .map(([, init]) => JSON.parse(String(init!.body)) as unknown);
      expect(bodies).toEqual([expectedBody, expectedBody]);
    },
  );

  it('keeps the typed fields for the tab across a reload, but never the password', async () => {
    stubApi({ '/api/categories/main': { body: mainCategories } });
    const first = renderSignup();
    await fillEveryStep();
    first.unmount();

    renderSignup();
    expect(screen.getByLabelText(/Business name/)).toHaveValue(typed.businessName);
    expectBusinessStep();
    await click('Next');
    await expectPersonStep();
    await click('Next');
    expect(await screen.findByLabelText(/^Email/)).toHaveValue(typed.email);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveValue('');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(typed.password);
  });
});

describe('saudiCities', () => {
  it('offers only names the signup city rule accepts, in both languages', () => {
    const names = saudiCities.flatMap((city) => [city.en, city.ar]);
    expect(names.filter((name) => !CitySchema.safeParse(name).success)).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    expect(saudiCities.length).toBeGreaterThanOrEqual(40);
  });
});

async function fillBusinessStep() {
  await userEvent.type(screen.getByLabelText(/Business name/), 'Al Noor Trading');
  await userEvent.type(screen.getByLabelText(/Commercial registration number/), '1010203040');
  await pickCategory(/Business activity/, 'Design');
}

async function fillPersonStep() {
  await userEvent.type(await screen.findByLabelText(/Full name/), 'Sara Al-Harbi');
  await userEvent.type(screen.getByLabelText(/National ID number/), '1122334455');
  await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), 'Riyadh');
}

async function fillAccountStep() {
  await userEvent.type(await screen.findByLabelText(/^Email/), 'Owner@AlNoor.sa');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
  await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
  await userEvent.click(screen.getByRole('checkbox'));
}
