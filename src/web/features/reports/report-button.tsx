import { Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportSubjectType } from '../../../contract/reports/reports.schemas';
import { useSession } from '../auth/use-session';

const ReportDialog = lazy(() =>
  import('./report-dialog').then((module) => ({ default: module.ReportDialog })),
);

/**
 * Issue 25: «Report» on a listing, a review, a chat message or a storefront, for a signed-in, verified
 * business that does not own it (the server refuses one's own things too). 44 px high, labelled.
 */
export function ReportButton({
  subjectType,
  subjectId,
  ownerId,
}: {
  subjectType: ReportSubjectType;
  subjectId: string;
  /** The business that owns the subject, when the page knows it: its own things are not offered. */
  ownerId?: string;
}) {
  const { t } = useTranslation('reports');
  const { user } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  if (!user?.isEmailVerified || user.id === ownerId) return null;
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        mih={44}
        leftSection={<IconFlag size={16} aria-hidden />}
        onClick={() => setIsOpen(true)}
        w="fit-content"
      >
        {t('button')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ReportDialog
            opened={isOpen}
            subjectType={subjectType}
            subjectId={subjectId}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
