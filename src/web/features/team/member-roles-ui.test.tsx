import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingRow } from '../../../contract/catalog/catalog.schemas';
import type { MemberRole } from '../../../contract/team/member-roles';
import { buyerUser, cartIds, stubFetch, twoSupplierCart } from '../../test/cart';
import { renderWithProviders, stubApi } from '../../test/render';
import { AddToCartBox } from '../cart/add-to-cart-box';
import { CartButton } from '../cart/cart-button';
import { CartView } from '../cart/cart-view';
import { ListingsTable } from '../catalog/listings-table';

/*
 * Issue 26: the web offers a member only what its roles may do, by the endpoints' `memberRoles` (the
 * server refuses the rest with TEAM_ROLE_NOT_ALLOWED anyway).
 */

const terms = { caseQuantity: 1, minOrderQuantity: 1, maxOrderQuantity: null };
const buyerMember = (roles: MemberRole[]) => ({ ...buyerUser, memberRoles: roles });

function renderShopping() {
  return renderWithProviders(
    <MemoryRouter>
      <CartButton />
      <AddToCartBox productId={cartIds.gloves} terms={terms} isInStock />
      <CartView />
    </MemoryRouter>,
  );
}

const callsTo = (fetchMock: { mock: { calls: unknown[][] } }, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).split('?')[0] === path);

describe('a buyer’s member', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('as a viewer sees no cart, no add-to-cart and no checkout, and never asks for the cart', async () => {
    const fetchMock = stubFetch({
      'GET /api/users/me': buyerMember(['VIEWER']),
      'GET /api/buyers/me/cart': twoSupplierCart(),
      'GET /api/buyers/me/cards': [],
    });
    renderShopping();

    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/buyers/me/cart')).toEqual([]);
  });

  it('as a requester adds to the cart and pays for it', async () => {
    stubFetch({
      'GET /api/users/me': buyerMember(['REQUESTER']),
      'GET /api/buyers/me/cart': twoSupplierCart(),
      'GET /api/buyers/me/cards': [],
    });
    renderShopping();

    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Pay/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Cart/ })).toBeInTheDocument();
  });
});

describe('a supplier’s member', () => {
  afterEach(() => vi.unstubAllGlobals());

  const row: ListingRow = {
    id: '00000000-0000-4000-8000-0000000000a1',
    kind: 'PRODUCT',
    nameAr: null,
    nameEn: 'Steel gloves',
    thumbnailUrl: null,
    price: 1250,
    stock: 40,
    isPublished: true,
    takenDownAt: null,
    takedownReason: null,
    createdAt: '2025-03-01T09:00:00.000Z',
  };
  const supplierMember = (roles: MemberRole[]) => ({
    body: { ...buyerUser, role: 'SUPPLIER', memberRoles: roles },
  });

  it.each([
    ['an order handler', ['ORDER_HANDLER'], false],
    ['a catalogue manager', ['CATALOGUE_MANAGER'], true],
  ] as const)('as %s sees product editing: %s', async (_who, roles, canEdit) => {
    stubApi({
      'GET /api/users/me': supplierMember([...roles]),
      'GET /api/suppliers/me/listings': { body: [row] },
    });
    renderWithProviders(
      <MemoryRouter>
        <ListingsTable />
      </MemoryRouter>,
    );
    const listed = await screen.findByTestId('listing-row');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add product' }) !== null).toBe(canEdit));

    await userEvent.click(within(listed).getByRole('button', { name: 'Actions for Steel gloves' }));

    expect(
      await screen.findByRole('menuitem', { name: 'Demand forecast', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit', hidden: true }) !== null).toBe(canEdit);
    expect(screen.queryByRole('menuitem', { name: 'Delete', hidden: true }) !== null).toBe(canEdit);
  });
});
