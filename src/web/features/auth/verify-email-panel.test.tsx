import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { useSession } from './use-session';
import { VerifyEmailPanel } from './verify-email-panel';

/** What the route guard would read of the session. */
function SessionProbe() {
  const { user } = useSession();
  if (!user) return null;
  return <span data-testid="probe">{user.isEmailVerified ? 'verified' : 'unverified'}</span>;
}

const token = 'a'.repeat(43);
const buyer = {
  id: '00000000-0000-4000-8000-0000000000aa',
  role: 'BUYER',
  isEmailVerified: true,
  memberRoles: ['OWNER'],
  email: 'owner@alnoor.sa',
  name: 'Sara',
  businessName: 'Al Noor',
  pfpUrl: null,
};
const apiError = (status: number, code: string) => ({
  status,
  body: { error: { code, message: code, statusCode: status }, requestId: 'r' },
});
const guest = apiError(401, 'UNAUTHENTICATED');

function renderPanel(entry: string | { pathname: string; state: unknown }, language: 'ar' | 'en' = 'en') {
  const router = createMemoryRouter([{ path: '/verify-email', element: <VerifyEmailPanel /> }], {
    initialEntries: [entry],
  });
  renderWithProviders(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
    { language },
  );
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path);

describe('VerifyEmailPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('verifies the emailed token once, then offers to continue to the buyer home', async () => {
    const fetchMock = stubApi({
      '/api/auth/email-verification': { body: { message: 'Verified' } },
      '/api/users/me': { body: buyer },
    });
    renderPanel(`/verify-email?token=${token}`);
    expect(await screen.findByText('Your email is verified')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/buyer/homepage');
    const verifications = callsTo(fetchMock, '/api/auth/email-verification');
    expect(verifications).toHaveLength(1);
    expect(JSON.parse(String(verifications[0]![1]!.body))).toEqual({ token });
  });

  it('reloads the session after verifying even when its first read was still on the way', async () => {
    // The page opened from the mailed link reads the session and sends the token at once; the first
    // read left before the verification and answers unverified, after it.
    let isVerified = false;
    let answerFirstRead: () => void = () => undefined;
    const firstRead = new Promise<void>((resolve) => (answerFirstRead = resolve));
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const json = (body: unknown) =>
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
        if (String(input) === '/api/auth/email-verification') {
          isVerified = true;
          return json({ message: 'Verified' });
        }
        reads += 1;
        if (reads === 1) await firstRead;
        return json({ ...buyer, isEmailVerified: reads > 1 && isVerified });
      }),
    );
    const router = createMemoryRouter(
      [
        {
          path: '/verify-email',
          element: (
            <>
              <VerifyEmailPanel />
              <SessionProbe />
            </>
          ),
        },
      ],
      { initialEntries: [`/verify-email?token=${token}`] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByText('Your email is verified')).toBeInTheDocument();
    answerFirstRead();
    expect(await screen.findByTestId('probe')).toHaveTextContent('verified');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('probe')).toHaveTextContent(/^verified$/);
  });

  it('sends a guest to login after verifying', async () => {
    stubApi({ '/api/auth/email-verification': { body: { message: 'Verified' } }, '/api/users/me': guest });
    renderPanel(`/verify-email?token=${token}`);
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/login');
  });

  it('explains an expired link and offers a new one, in Arabic', async () => {
    stubApi({ '/api/auth/email-verification': apiError(410, 'TOKEN_EXPIRED'), '/api/users/me': guest });
    renderPanel(`/verify-email?token=${token}`, 'ar');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('انتهت صلاحية هذا الرابط. اطلب رابطًا جديدًا.');
    expect(screen.getByRole('button', { name: 'إعادة إرسال رسالة التأكيد' })).toBeInTheDocument();
  });

  it('names the email from navigation state, isolated for right-to-left text', async () => {
    stubApi({ '/api/users/me': guest });
    renderPanel({ pathname: '/verify-email', state: { email: 'owner@alnoor.sa' } }, 'ar');
    const email = await screen.findByText('owner@alnoor.sa');
    expect(email.tagName).toBe('BDI');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says the email is already verified, with a link to login', async () => {
    const fetchMock = stubApi({
      '/api/users/me': guest,
      '/api/auth/email-verification/resend': apiError(409, 'EMAIL_ALREADY_VERIFIED'),
    });
    renderPanel({ pathname: '/verify-email', state: { email: 'owner@alnoor.sa' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the verification email' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('This email is already verified. You can log in.');
    expect(within(notice).getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    const [call] = callsTo(fetchMock, '/api/auth/email-verification/resend');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ email: 'owner@alnoor.sa' });
  });

  it('asks for the email when the page has none, and reports an unknown account', async () => {
    stubApi({
      '/api/users/me': guest,
      '/api/auth/email-verification/resend': apiError(404, 'ACCOUNT_NOT_FOUND'),
    });
    renderPanel('/verify-email');
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'nobody@alnoor.sa');
    await userEvent.click(screen.getByRole('button', { name: 'Resend the verification email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no account with this email.');
  });

  it('confirms a new link was sent, prefilled with the signed-in email', async () => {
    stubApi({
      '/api/users/me': { body: { ...buyer, isEmailVerified: false } },
      '/api/auth/email-verification/resend': { status: 202, body: { message: 'Sent' } },
    });
    renderPanel('/verify-email');
    const field = await screen.findByRole('textbox', { name: /Email/ });
    await vi.waitFor(() => expect(field).toHaveValue('owner@alnoor.sa'));
    await userEvent.click(screen.getByRole('button', { name: 'Resend the verification email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a new verification link to owner@alnoor.sa.',
    );
  });
});
