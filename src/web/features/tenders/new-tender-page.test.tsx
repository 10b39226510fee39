import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEventDefault from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BuyerNewBidPage from '../../pages/buyer/bids/new/new.page';
import { renderWithProviders, stubApi, type StubbedAnswer } from '../../test/render';
import { aDraftTender, aTender, tenderIds } from '../../test/tenders';

const userEvent = userEventDefault.setup({ delay: null });

const buyer = {
  id: tenderIds.creator,
  memberId: tenderIds.creator,
  memberRoles: ['OWNER'],
  role: 'BUYER',
  isEmailVerified: true,
  email: 'sara@alwaha.sa',
  name: 'Sara Al-Harbi',
  businessName: 'Al Waha Stores',
  pfpUrl: null,
};

function stubTenderApi(extra: Record<string, StubbedAnswer> = {}) {
  return stubApi({
    '/api/users/me': { body: buyer },
    'POST /api/tenders': { status: 201, body: aTender() },
    ...extra,
  });
}

function TenderPage() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? 'none';
  return (
    <p>
      Tender page {useParams().id} ({notice})
    </p>
  );
}

function renderPage(language: 'ar' | 'en' = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/buyer/bids/new', element: <BuyerNewBidPage /> },
      { path: '/buyer/bids/:id', element: <TenderPage /> },
    ],
    { initialEntries: ['/buyer/bids/new'] },
  );
  return renderWithProviders(<RouterProvider router={router} />, { language });
}

const sentTenders = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === '/api/tenders' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** Fills every field validly: a deadline far ahead, so the test does not age. */
async function fillValidTender({ date = '2099-05-01', time = '14:30' } = {}) {
  await userEvent.type(screen.getByLabelText(/Tender name/), 'Office furniture for the Jeddah branch');
  await userEvent.type(screen.getByLabelText(/Main activity/), 'Desks and chairs for 40 employees.');
  fireEvent.change(screen.getByLabelText(/Submission deadline \(date\)/), { target: { value: date } });
  fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: time } });
  await userEvent.click(screen.getByRole('radio', { name: /2 weeks/ }));
}

const publish = () => userEvent.click(screen.getByRole('button', { name: 'Publish the tender' }));

describe('TenderForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the Riyadh date and time as an instant with +03:00 and opens the new tender', async () => {
    const fetchMock = stubTenderApi();
    renderPage();
    await fillValidTender();
    await publish();

    expect(await screen.findByText(`Tender page ${tenderIds.tender} (none)`)).toBeInTheDocument();
    expect(sentTenders(fetchMock)).toEqual([
      {
        name: 'Office furniture for the Jeddah branch',
        mainActivity: 'Desks and chairs for 40 employees.',
        organizationName: '',
        submissionDeadline: '2099-05-01T14:30:00+03:00',
        responseDeadlineOption: '2w',
        estimatedBudgetHalalas: null,
        asDraft: false,
      },
    ]);
  });

  it('lets an owner save a draft instead, with an estimated budget in halalas (issue 26)', async () => {
    const fetchMock = stubTenderApi({ 'POST /api/tenders': { status: 201, body: aDraftTender() } });
    renderPage();
    await fillValidTender();
    fireEvent.change(screen.getByLabelText(/Estimated budget/), { target: { value: '25000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText(`Tender page ${tenderIds.tender} (draftSaved)`)).toBeInTheDocument();
    expect(sentTenders(fetchMock)[0]).toMatchObject({ asDraft: true, estimatedBudgetHalalas: 2_500_000 });
  });

  it('offers a requester only the draft, sent for approval (issue 26)', async () => {
    const fetchMock = stubTenderApi({
      '/api/users/me': { body: { ...buyer, memberId: tenderIds.requester, memberRoles: ['REQUESTER'] } },
      'POST /api/tenders': { status: 201, body: aDraftTender() },
    });
    renderPage('ar');
    expect(await screen.findByText(/تُحفظ المناقصة مسودة وتُرسل إلى المعتمدين/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'نشر المناقصة' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/اسم المناقصة/), 'أثاث مكتبي');
    await userEvent.type(screen.getByLabelText(/النشاط الرئيسي/), 'مكاتب وكراسي');
    fireEvent.change(screen.getByLabelText(/آخر موعد لتقديم العروض/), { target: { value: '2099-05-01' } });
    await userEvent.click(screen.getByRole('radio', { name: /أسبوعان/ }));
    await userEvent.click(screen.getByRole('button', { name: 'حفظ كمسودة' }));

    expect(await screen.findByText(`Tender page ${tenderIds.tender} (sentForApproval)`)).toBeInTheDocument();
    expect(sentTenders(fetchMock)[0]).toMatchObject({ asDraft: true });
  });

  it('offers the business name as the organization when left empty', async () => {
    stubTenderApi();
    renderPage();

    await waitFor(() =>
      expect(screen.getByLabelText('Organization name')).toHaveAttribute('placeholder', 'Al Waha Stores'),
    );
    expect(screen.getByText('Leave empty to use your business name.')).toBeInTheDocument();
  });

  it('shows each response option as its real length and the date it leads to', async () => {
    stubTenderApi();
    renderPage();
    expect(screen.getByTestId('response-option-3w')).toHaveTextContent(
      '4 weeksAfter the submission deadline',
    );

    fireEvent.change(screen.getByLabelText(/Submission deadline \(date\)/), {
      target: { value: '2099-05-01' },
    });
    fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: '14:30' } });

    // 1m is 6 weeks after 1 May 2099 14:30 Riyadh time.
    expect(await screen.findByTestId('response-option-1m')).toHaveTextContent(
      '6 weeksDecide by 12 Jun 2099, 14:30',
    );
    expect(screen.getByTestId('response-option-1w')).toHaveTextContent('1 weekDecide by 8 May 2099, 14:30');
  });

  it('refuses a name over 100 characters before sending', async () => {
    const fetchMock = stubTenderApi();
    renderPage();
    await fillValidTender();
    fireEvent.change(screen.getByLabelText(/Tender name/), { target: { value: 'x'.repeat(101) } });
    await publish();

    expect(await screen.findByText('This text is too long.')).toBeInTheDocument();
    expect(screen.getByText('101/100')).toBeInTheDocument();
    expect(sentTenders(fetchMock)).toEqual([]);
  });

  it('asks for the submission deadline and the response option before sending', async () => {
    const fetchMock = stubTenderApi();
    renderPage();
    await userEvent.type(screen.getByLabelText(/Tender name/), 'Office furniture');
    await userEvent.type(screen.getByLabelText(/Main activity/), 'Desks and chairs.');
    await publish();

    // Validation ends after the click; the errors' texts show it has run before the field is read.
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByLabelText(/Submission deadline \(date\)/)).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(sentTenders(fetchMock)).toEqual([]);
  });

  it('refuses a deadline already past before sending', async () => {
    const fetchMock = stubTenderApi();
    renderPage();
    await fillValidTender({ date: '2020-01-01' });
    await publish();

    expect(await screen.findByText('Choose a submission deadline in the future.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Submission deadline \(date\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(sentTenders(fetchMock)).toEqual([]);
  });

  it('puts the server’s deadline refusal on the date (its clock passed it meanwhile)', async () => {
    stubTenderApi({
      'POST /api/tenders': {
        status: 400,
        body: {
          error: {
            code: 'DEADLINE_NOT_IN_FUTURE',
            message: 'Choose a submission deadline in the future.',
            statusCode: 400,
            details: { field: 'submissionDeadline' },
          },
          requestId: 'r',
        },
      },
    });
    renderPage();
    await fillValidTender();
    await publish();

    await waitFor(() =>
      expect(screen.getByLabelText(/Submission deadline \(date\)/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByText('Choose a submission deadline in the future.')).toBeInTheDocument();
    expect(screen.queryByText('The tender was not published')).not.toBeInTheDocument();
  });

  it('speaks Arabic: «مناقصة جديدة» with «النشاط الرئيسي» and «اسم الجهة»', async () => {
    stubTenderApi();
    renderPage('ar');

    expect(screen.getByRole('heading', { level: 1, name: 'مناقصة جديدة' })).toBeInTheDocument();
    expect(screen.getByLabelText(/النشاط الرئيسي/)).toBeInTheDocument();
    expect(screen.getByLabelText('اسم الجهة')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /أسبوعان/ })).toBeInTheDocument();
  });
});
