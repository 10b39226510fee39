import { lazy, Suspense, type ComponentProps } from 'react';
import type { NoticeDialog as NoticeDialogComponent } from './notice-dialog';

const NoticeDialog = lazy(() =>
  import('./notice-dialog').then((module) => ({ default: module.NoticeDialog })),
);

/**
 * NoticeDialog for the notices every page can raise (session expired, wrong role): the modal's code loads
 * when one is first shown, not with every page (docs/performance.md).
 */
export function LazyNoticeDialog(props: ComponentProps<typeof NoticeDialogComponent>) {
  return (
    <Suspense fallback={null}>
      <NoticeDialog {...props} />
    </Suspense>
  );
}
