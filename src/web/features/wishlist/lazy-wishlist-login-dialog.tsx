import { lazy, Suspense, type ComponentProps } from 'react';
import type { WishlistLoginDialog as WishlistLoginDialogComponent } from './wishlist-login-dialog';

const WishlistLoginDialog = lazy(() =>
  import('./wishlist-login-dialog').then((module) => ({ default: module.WishlistLoginDialog })),
);

/**
 * WishlistLoginDialog for the buttons every listing shows (the heart on each card, «Chat with supplier»):
 * the modal's code (with floating-ui and the scroll lock) loads when a guest first presses one, not with
 * the page (docs/performance.md). It is only rendered once asked for, so a server-rendered page has
 * nothing of it to hydrate.
 */
export function LazyWishlistLoginDialog(props: ComponentProps<typeof WishlistLoginDialogComponent>) {
  return (
    <Suspense fallback={null}>
      <WishlistLoginDialog {...props} />
    </Suspense>
  );
}
