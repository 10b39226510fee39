import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { OfferFormPage } from './offer-form-page';
import { anOffer, anotherBusinessTender, apiErrorAnswer, aTender, tenderIds } from '../../test/tenders';

const tenderApi = `/api/tenders/${tenderIds.tender}`;
const myOfferApi = `${tenderApi}/my-offer`;

function WhereAmI() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}

function renderPage(language: 'ar' | 'en' = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/supplier/offers/bid/:id', element: <OfferFormPage tenderId={tenderIds.tender} /> },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [`/supplier/offers/bid/${tenderIds.tender}`] },
  );
  return renderWithProviders(<RouterProvider router={router} />, { language });
}

const putCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input) === myOfferApi && init?.method === 'PUT');

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** Pasting rather than typing keeps long texts quick. */
async function replace(name: RegExp, text: string) {
  const input = field(name);
  await userEvent.clear(input);
  if (text) await userEvent.paste(text);
}

/** A complete, valid offer unless a value is overridden. */
async function fillOffer({
  amount = '1234.50',
  completionDate = '2026-06-20',
  technicalDetails = 'Steel frame desks.',
  executionPlan = 'Four weeks.',
} = {}) {
  await userEvent.click(await screen.findByRole('textbox', { name: /^Offer amount before VAT/ }));
  await userEvent.paste(amount);
  fireEvent.change(screen.getByLabelText(/^Expected completion date/), { target: { value: completionDate } });
  await userEvent.click(field(/^Technical details/));
  await userEvent.paste(technicalDetails);
  await userEvent.click(field(/^Execution plan or duration/));
  await userEvent.paste(executionPlan);
}

const submit = (name = 'Submit the offer') => userEvent.click(screen.getByRole('button', { name }));

describe('OfferFormPage', () => {
  beforeEach(() => {
    // 2026-04-26 in Riyadh, 5 days before the tender's deadline.
    vi.useFakeTimers({ now: new Date('2026-04-26T08:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the amount in halalas, shows it with VAT as typed, then goes back to the tender', async () => {
    const fetchMock = stubApi({
      [tenderApi]: { body: anotherBusinessTender() },
      [`PUT ${myOfferApi}`]: { status: 201, body: anOffer({ amount: 123450 }) },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Submit an offer' })).toBeInTheDocument();
    expect(screen.getByTestId('tender-brief')).toHaveTextContent('5 days left');
    expect(screen.getByLabelText(/^Expected completion date/)).toHaveAttribute('min', '2026-04-27');

    await fillOffer();
    await userEvent.click(field(/^Notes/));
    await userEvent.paste('  Two-year warranty.  ');
    expect(screen.getByTestId('offer-amount-vat')).toHaveTextContent('SAR 185.18');
    expect(screen.getByTestId('offer-amount-with-vat')).toHaveTextContent('SAR 1,419.68');
    expect(screen.getByText('18/1000')).toBeInTheDocument();
    await submit();

    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/supplier/bids/${tenderIds.tender} {"offerSaved":"submitted"}`,
    );
    const [call] = putCalls(fetchMock);
    // Decision 019: a plain `amount` means riyals, so the app names its halalas `amountHalalas`.
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      amountHalalas: 123450,
      completionDate: '2026-06-20',
      technicalDetails: 'Steel frame desks.',
      executionPlan: 'Four weeks.',
      notes: 'Two-year warranty.',
    });
  });

  it('refuses an amount under 1 SAR, a past date and a text over 1000 characters before sending', async () => {
    const fetchMock = stubApi({ [tenderApi]: { body: anotherBusinessTender() } });
    renderPage();
    await fillOffer({ amount: '0.50', completionDate: '2026-04-26' });
    await replace(/^Execution plan or duration/, 'x'.repeat(1001));
    expect(screen.getByText('1001/1000')).toBeInTheDocument();
    await submit();

    await waitFor(() =>
      expect(field(/^Offer amount before VAT/)).toHaveAccessibleDescription(
        expect.stringContaining('Enter an amount from SAR 1.00 to'),
      ),
    );
    expect(screen.getByLabelText(/^Expected completion date/)).toHaveAccessibleDescription(
      expect.stringContaining('Choose a completion date in the future.'),
    );
    expect(field(/^Execution plan or duration/)).toHaveAccessibleDescription(
      expect.stringContaining('This text is too long.'),
    );
    expect(putCalls(fetchMock)).toHaveLength(0);
  });

  it('wants the technical details and the execution plan, not the notes', async () => {
    const fetchMock = stubApi({ [tenderApi]: { body: anotherBusinessTender() } });
    renderPage();
    await fillOffer({ technicalDetails: '', executionPlan: '   ' });
    await submit();
    await waitFor(() =>
      expect(field(/^Technical details/)).toHaveAccessibleDescription(
        expect.stringContaining('This field is required.'),
      ),
    );
    expect(field(/^Execution plan or duration/)).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
    expect(field(/^Notes/)).not.toHaveAccessibleDescription(expect.stringContaining('required'));
    expect(putCalls(fetchMock)).toHaveLength(0);
  });

  it("fills the form with the supplier's offer to edit it, and says it was updated", async () => {
    const fetchMock = stubApi({
      [tenderApi]: { body: anotherBusinessTender({ hasMyOffer: true }) },
      [`GET ${myOfferApi}`]: { body: anOffer({ notes: 'Two-year warranty.' }) },
      [`PUT ${myOfferApi}`]: { body: anOffer({ amount: 90000 }) },
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Edit the offer' })).toBeInTheDocument();
    expect(field(/^Offer amount before VAT/)).toHaveValue('12000.00');
    expect(screen.getByLabelText(/^Expected completion date/)).toHaveValue('2026-06-15');
    expect(field(/^Technical details/)).toHaveValue('Ergonomic chairs with 5-year warranty.');
    expect(field(/^Execution plan or duration/)).toHaveValue('Delivery in two batches over three weeks.');
    expect(field(/^Notes/)).toHaveValue('Two-year warranty.');

    await replace(/^Offer amount before VAT/, '900');
    await submit('Save changes');
    expect(await screen.findByTestId('location')).toHaveTextContent('{"offerSaved":"updated"}');
    expect(JSON.parse(String(putCalls(fetchMock)[0]![1]!.body))).toMatchObject({
      amountHalalas: 90000,
      completionDate: '2026-06-15',
    });
  });

  it('puts the server’s error on the field it names', async () => {
    stubApi({
      [tenderApi]: { body: anotherBusinessTender() },
      [`PUT ${myOfferApi}`]: apiErrorAnswer(400, 'TEXT_TOO_LONG', 'The execution plan is too long.', {
        field: 'executionPlan',
      }),
    });
    renderPage();
    await fillOffer();
    await submit();
    await waitFor(() =>
      expect(field(/^Execution plan or duration/)).toHaveAccessibleDescription(
        expect.stringContaining('The execution plan is too long.'),
      ),
    );
    expect(screen.queryByTestId('offer-form-failure')).not.toBeInTheDocument();
  });

  it('puts a completion date the server finds past on the date field', async () => {
    stubApi({
      [tenderApi]: { body: anotherBusinessTender() },
      [`PUT ${myOfferApi}`]: apiErrorAnswer(
        400,
        'COMPLETION_DATE_PAST',
        'Choose a completion date in the future.',
      ),
    });
    renderPage();
    await fillOffer();
    await submit();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Expected completion date/)).toHaveAccessibleDescription(
        expect.stringContaining('Choose a completion date in the future.'),
      ),
    );
  });

  it('says the tender no longer takes offers when the deadline passed meanwhile, with a way back', async () => {
    stubApi({
      [tenderApi]: { body: anotherBusinessTender() },
      [`PUT ${myOfferApi}`]: apiErrorAnswer(
        409,
        'TENDER_NOT_OPEN',
        'This tender no longer takes offers: its submission deadline has passed.',
      ),
    });
    renderPage();
    await fillOffer();
    await submit();

    const failure = await screen.findByTestId('offer-form-failure');
    expect(failure).toHaveTextContent('This tender no longer takes offers');
    expect(
      within(failure).getByText('This tender no longer takes offers: its submission deadline has passed.'),
    ).toBeInTheDocument();
    expect(within(failure).getByRole('link', { name: 'Back to the tender' })).toHaveAttribute(
      'href',
      `/supplier/bids/${tenderIds.tender}`,
    );
  });

  it('shows no form on a tender past its deadline', async () => {
    stubApi({ [tenderApi]: { body: anotherBusinessTender({ phase: 'EVALUATING', daysLeft: 0 }) } });
    renderPage();
    expect(await screen.findByTestId('offer-closed')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows no form on the business’s own tender', async () => {
    stubApi({ [tenderApi]: { body: aTender() } });
    renderPage();
    expect(await screen.findByTestId('own-tender')).toHaveTextContent(
      'You cannot make an offer on your own tender.',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('is in Arabic with the Saudi wording', async () => {
    stubApi({ [tenderApi]: { body: anotherBusinessTender({ daysLeft: 3 }) } });
    renderPage('ar');
    expect(await screen.findByRole('heading', { name: 'تقديم عرض' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^قيمة العرض قبل الضريبة/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^تاريخ الإنجاز المتوقع/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^التفاصيل الفنية/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^خطة التنفيذ أو المدة/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^ملاحظات/ })).toBeInTheDocument();
    expect(screen.getByTestId('tender-brief')).toHaveTextContent('متبقٍ 3 أيام');
  });
});
