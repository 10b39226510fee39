import { describe, expect, it } from 'vitest';
import { buildPageRoutes, isServerRendered, routePathFromFile, sectionOf } from './route-builder';
import { pageRoutes } from './router';

describe('routePathFromFile', () => {
  it.each([
    ['landing/landing.page.tsx', '/landing'],
    ['AboutUs/AboutUs.page.tsx', '/about-us'],
    ['privacy-policy/privacy-policy.page.tsx', '/privacy-policy'],
    ['buyer/homepage/homepage.page.tsx', '/buyer/homepage'],
    ['buyer/bids/new/new.page.tsx', '/buyer/bids/new'],
    ['buyer/chats/[id].page.tsx', '/buyer/chats/:id'],
    ['buyer/offers/OfferDetails/OfferDetails.page.tsx', '/buyer/offers/offer-details'],
    ['supplier/offers/bid/[id].page.tsx', '/supplier/offers/bid/:id'],
    ['supplier/ProductsAndServices/index.page.tsx', '/supplier/products-and-services'],
    ['index.page.tsx', '/'],
    ['not-found.page.tsx', '*'],
  ])('%s → %s', (file, path) => {
    expect(routePathFromFile(file)).toBe(path);
  });

  it('collapses only identical last segments', () => {
    expect(routePathFromFile('buyer/orders/orders.page.tsx')).toBe('/buyer/orders');
    expect(routePathFromFile('buyer/buyer-orders/orders.page.tsx')).toBe('/buyer/buyer-orders/orders');
  });

  it('supports both forms of the buyer order paths', () => {
    const routes = buildPageRoutes([
      'buyer/orders/orders.page.tsx',
      'buyer/orders/[id].page.tsx',
      'buyer/order-details/order-details.page.tsx',
    ]);
    expect(routes.map((route) => route.path)).toEqual([
      '/buyer/orders',
      '/buyer/orders/:id',
      '/buyer/order-details',
    ]);
  });
});

describe('buildPageRoutes', () => {
  it('refuses two pages on one path', () => {
    expect(() => buildPageRoutes(['landing/landing.page.tsx', 'landing.page.tsx'])).toThrow(/\/landing/);
  });

  it('places each path in its layout section', () => {
    expect(sectionOf('/buyer/cart')).toBe('buyer');
    expect(sectionOf('/supplier/overview')).toBe('supplier');
    expect(sectionOf('/login')).toBe('simple');
    expect(sectionOf('/password-reset')).toBe('simple');
    expect(sectionOf('/payments/sandbox/:id')).toBe('simple');
    expect(sectionOf('/landing')).toBe('public');
    expect(sectionOf('/operator')).toBe('operator');
    expect(sectionOf('/operator/audit-log')).toBe('operator');
    expect(sectionOf('/operator/suppliers/:id')).toBe('operator');
    expect(sectionOf('/operator/sign-in')).toBe('operator-entry');
    expect(sectionOf('/operator/setup')).toBe('operator-entry');
    expect(sectionOf('/operators-guide')).toBe('public');
    expect(sectionOf('*')).toBe('public');
  });
});

describe('the app pages', () => {
  it('has the guest pages, the root index and the catch-all', () => {
    const paths = pageRoutes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '*', '/landing', '/about-us', '/privacy-policy', '/terms-of-service']),
    );
  });
});

describe('isServerRendered', () => {
  const rendered = (path: string) => isServerRendered({ path, section: sectionOf(path) });

  it('renders the catalog, storefronts, static pages and the not-found page on the server', () => {
    for (const path of [
      '/landing',
      '/items',
      '/products/:id',
      '/services/:id',
      '/suppliers/:id',
      '/about-us',
      '*',
    ]) {
      expect(rendered(path), path).toBe(true);
    }
  });

  it("leaves the root's redirect, the cart, account pages, every buyer and supplier page and the operator's console to the browser", () => {
    for (const path of [
      '/',
      '/cart',
      '/login',
      '/buyer/cart',
      '/supplier/overview',
      '/payments/sandbox/:id',
      '/operator',
      '/operator/sign-in',
      '/operator/setup',
      '/operator/audit-log',
    ]) {
      expect(rendered(path), path).toBe(false);
    }
  });
});
