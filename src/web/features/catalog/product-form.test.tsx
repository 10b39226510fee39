import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategoryWithSubcategories } from '../../../contract/categories/categories.schemas';
import type { Product } from '../../../contract/catalog/catalog.schemas';
import { errorMessages } from '../../../contract/errors/error-messages';
import { renderWithProviders, stubApi } from '../../test/render';
import { ProductForm } from './product-form';

const handTools = '00000000-0000-4000-8000-000000000011';
const branding = '00000000-0000-4000-8000-000000000021';
const productId = '00000000-0000-4000-8000-0000000000a1';

const categoryTree: CategoryWithSubcategories[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Tools',
    usedFor: 'PRODUCT',
    subcategories: [
      { id: handTools, name: 'Hand tools' },
      { id: '00000000-0000-4000-8000-000000000012', name: 'Safety gear' },
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Design',
    usedFor: 'SERVICE',
    subcategories: [{ id: branding, name: 'Branding' }],
  },
];

const savedProduct: Product = {
  id: productId,
  kind: 'PRODUCT',
  nameAr: null,
  nameEn: 'Steel gloves',
  descriptionAr: null,
  descriptionEn: '',
  categoryId: handTools,
  price: 1250,
  caseQuantity: 12,
  minOrderQuantity: 24,
  maxOrderQuantity: null,
  stock: 100,
  isGroupPurchaseEnabled: false,
  groupMinQuantity: null,
  groupDeadlineDays: null,
  groupPrice: null,
  images: [],
  isPublished: false,
  takenDownAt: null,
  takedownReason: null,
  avgRating: 0,
  ratingsCount: 0,
  createdAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-01T09:00:00.000Z',
};

const apiError = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message, statusCode: status }, requestId: 'r' },
});

const productCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === '/api/suppliers/me/products' && init?.method === 'POST',
  );

function stubForm(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ '/api/categories': { body: categoryTree }, ...extra });
}

function renderForm(language: 'ar' | 'en' = 'en', onSaved = vi.fn()) {
  renderWithProviders(
    <MemoryRouter>
      <ProductForm onSaved={onSaved} />
    </MemoryRouter>,
    { language },
  );
  return onSaved;
}

const labels = {
  en: {
    name: /^Name in English/,
    category: /^Category/,
    price: /^Price per unit/,
    stock: /^Stock quantity/,
    caseQuantity: /^Case quantity/,
    minOrderQuantity: /^Minimum order quantity/,
  },
  ar: {
    name: /^الاسم بالعربية/,
    category: /^الفئة/,
    price: /^سعر الوحدة/,
    stock: /^كمية المخزون/,
    caseQuantity: /^كمية الكرتون/,
    minOrderQuantity: /^الحد الأدنى للطلب/,
  },
};

/** Pasting instead of typing key by key keeps these long forms quick to fill. */
async function replace(label: RegExp, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  await userEvent.paste(text);
}

/** A complete, valid product unless a value is overridden. */
async function fillProduct(
  { caseQuantity = '12', minOrderQuantity = '24', price = '12.50' } = {},
  language: 'ar' | 'en' = 'en',
) {
  const label = labels[language];
  await userEvent.click(await screen.findByRole('textbox', { name: label.name }));
  await userEvent.paste('Steel gloves');
  const category = screen.getByRole('textbox', { name: label.category });
  await waitFor(() => expect(category).toBeEnabled());
  await userEvent.click(category);
  await userEvent.click(await screen.findByRole('option', { name: 'Hand tools', hidden: true }));
  await replace(label.price, price);
  await replace(label.stock, '100');
  await replace(label.caseQuantity, caseQuantity);
  await replace(label.minOrderQuantity, minOrderQuantity);
}

const save = (name = 'Save product') => userEvent.click(screen.getByRole('button', { name }));

describe('ProductForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a minimum order of 5 when a case holds 12, before sending anything', async () => {
    const fetchMock = stubForm();
    renderForm();
    await fillProduct({ caseQuantity: '12', minOrderQuantity: '5' });
    await save();
    const minimum = screen.getByRole('textbox', { name: /^Minimum order quantity/ });
    await waitFor(() =>
      expect(minimum).toHaveAccessibleDescription(
        expect.stringContaining('Order quantities must be multiples of the case quantity.'),
      ),
    );
    expect(productCalls(fetchMock)).toHaveLength(0);
  });

  it('shows the group purchase fields only when switched on, and wants the group price below the price', async () => {
    const fetchMock = stubForm();
    renderForm();
    await fillProduct();
    expect(screen.queryByRole('textbox', { name: /^Group price per unit/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Offer group purchasing' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Minimum group quantity/ }), '120');
    await userEvent.type(screen.getByRole('textbox', { name: /^Deadline in days/ }), '7');
    await userEvent.type(screen.getByRole('textbox', { name: /^Group price per unit/ }), '15');
    await save();
    expect(await screen.findByText('The group price must be below the standard price.')).toBeInTheDocument();
    expect(productCalls(fetchMock)).toHaveLength(0);
  });

  it('sends prices in halalas and quantities as integers: 12.50 SAR is 1250', async () => {
    const fetchMock = stubForm({ 'POST /api/suppliers/me/products': { status: 201, body: savedProduct } });
    const onSaved = renderForm();
    await fillProduct({ price: '12.50' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Description in English/ }), 'Cut resistant');
    expect(screen.getByText('13/1000')).toBeInTheDocument();
    expect(screen.getByText('12/60')).toBeInTheDocument();
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(savedProduct));
    const [call] = productCalls(fetchMock);
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      nameAr: '',
      nameEn: 'Steel gloves',
      descriptionAr: '',
      descriptionEn: 'Cut resistant',
      categoryId: handTools,
      priceHalalas: 1250,
      caseQuantity: 12,
      minOrderQuantity: 24,
      maxOrderQuantity: null,
      stock: 100,
      isGroupPurchaseEnabled: false,
      groupMinQuantity: null,
      groupDeadlineDays: null,
      groupPriceHalalas: null,
    });
  });

  it('asks for the name in both languages, the page language first, with a hint for the missing one', async () => {
    stubForm({});
    renderForm();
    const names = await screen.findAllByRole('textbox', { name: /^Name in/ });
    expect(names.map((input) => input.getAttribute('lang'))).toEqual(['en', 'ar']);
    expect(screen.getByRole('textbox', { name: /^Name in Arabic/ })).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('textbox', { name: /^Description in Arabic/ })).toBeInTheDocument();
    expect(
      screen.queryByText('Add the Arabic name so Arabic-speaking buyers find it.'),
    ).not.toBeInTheDocument();

    await userEvent.click(names[0]!);
    await userEvent.paste('Steel gloves');

    expect(screen.getByText('Add the Arabic name so Arabic-speaking buyers find it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: /^Name in Arabic/ }));
    await userEvent.paste('قفازات فولاذية');
    expect(
      screen.queryByText('Add the Arabic name so Arabic-speaking buyers find it.'),
    ).not.toBeInTheDocument();
  });

  it('refuses a product named in neither language (LISTING_NAME_REQUIRED), before sending anything', async () => {
    const fetchMock = stubForm({});
    renderForm();
    await fillProduct();
    await replace(labels.en.name, '');
    await save();

    expect(
      await screen.findAllByText('Enter the name in Arabic or in English (both is best).'),
    ).not.toHaveLength(0);
    expect(productCalls(fetchMock)).toHaveLength(0);
  });

  it('puts a server CATEGORY_KIND_MISMATCH on the category field', async () => {
    stubForm({
      'POST /api/suppliers/me/products': apiError(
        400,
        'CATEGORY_KIND_MISMATCH',
        'Choose a subcategory made for this kind of listing.',
      ),
    });
    renderForm();
    await fillProduct();
    await save();
    const category = screen.getByRole('textbox', { name: /^Category/ });
    await waitFor(() =>
      expect(category).toHaveAccessibleDescription(
        expect.stringContaining('Choose a subcategory made for this kind of listing.'),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('suggests upgrading when the plan allows no more products', async () => {
    stubForm({
      'POST /api/suppliers/me/products': apiError(
        409,
        'PLAN_LIMIT_REACHED',
        'The Basic plan allows up to 10 products and 3 services.',
      ),
    });
    renderForm();
    await fillProduct();
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your changes were not saved');
    expect(alert).toHaveTextContent('The Basic plan allows up to 10 products and 3 services.');
    expect(within(alert).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/supplier/choose-plan',
    );
  });

  // Issue 19: a cart line holds at most 50,000 units, so a case or a minimum past it is refused here.
  it.each(['en', 'ar'] as const)(
    'refuses a case quantity past the line limit with its message, in %s, before sending anything',
    async (language) => {
      const fetchMock = stubForm();
      renderForm(language);
      await fillProduct({ caseQuantity: '60000', minOrderQuantity: '60000' }, language);
      await save(language === 'ar' ? 'حفظ المنتج' : 'Save product');
      expect(await screen.findAllByText(errorMessages[language].QUANTITY_TOO_LARGE)).toHaveLength(2);
      expect(productCalls(fetchMock)).toHaveLength(0);
    },
  );

  it('explains the case quantity rule in Arabic', async () => {
    const fetchMock = stubForm();
    renderForm('ar');
    await fillProduct({ caseQuantity: '12', minOrderQuantity: '5' }, 'ar');
    await save('حفظ المنتج');
    expect(await screen.findByText('يجب أن تكون كميات الطلب من مضاعفات كمية الكرتون.')).toBeInTheDocument();
    expect(productCalls(fetchMock)).toHaveLength(0);
  });
});
