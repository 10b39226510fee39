import { describe, expect, it } from 'vitest';
import { decideAccess, homePathOf, roleOf } from './session';

describe('decideAccess', () => {
  const buyerOnly = ['buyer'] as const;

  it('renders nothing while the role loads', () => {
    expect(decideAccess({ role: undefined, isEmailVerified: false, allowedRoles: buyerOnly })).toBe(
      'loading',
    );
  });

  it('refuses a role outside the allowed list, before looking at the email', () => {
    expect(decideAccess({ role: 'guest', isEmailVerified: false, allowedRoles: buyerOnly })).toBe(
      'unauthorized',
    );
    expect(decideAccess({ role: 'supplier', isEmailVerified: false, allowedRoles: buyerOnly })).toBe(
      'unauthorized',
    );
  });

  it('sends a signed-in user with an unverified email to verify it', () => {
    expect(decideAccess({ role: 'buyer', isEmailVerified: false, allowedRoles: buyerOnly })).toBe(
      'verify-email',
    );
  });

  it('allows a guest on a guest route without any email', () => {
    expect(decideAccess({ role: 'guest', isEmailVerified: false, allowedRoles: ['guest', 'buyer'] })).toBe(
      'allow',
    );
  });

  it('allows an allowed role with a verified email', () => {
    expect(decideAccess({ role: 'buyer', isEmailVerified: true, allowedRoles: buyerOnly })).toBe('allow');
  });
});

describe('roles', () => {
  it('lowercases the user role and makes a missing user a guest', () => {
    expect(roleOf(null)).toBe('guest');
    expect(
      roleOf({
        id: '00000000-0000-4000-8000-000000000001',
        userId: '00000000-0000-4000-8000-000000000001',
        memberId: '00000000-0000-4000-8000-000000000001',
        memberRoles: ['OWNER'],
        role: 'SUPPLIER',
        isEmailVerified: true,
        email: 'a@b.sa',
        name: 'A',
        businessName: 'B',
        pfpUrl: null,
      }),
    ).toBe('supplier');
  });

  it('sends each role to its home', () => {
    expect(homePathOf('buyer')).toBe('/buyer/homepage');
    expect(homePathOf('supplier')).toBe('/supplier/overview');
    expect(homePathOf('guest')).toBe('/landing');
  });
});
