import { useEffect } from 'react';
import { Alert, Portal } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** How long the confirmation stays before closing by itself. */
export const toggledAlertMs = 2000;

/**
 * The short confirmation after a toggle (spec §8: "added" or "removed"). The app has no toast
 * notifications, so this is a Mantine Alert pinned to the inline end of the viewport; it closes
 * by itself or through its button.
 */
export function WishlistToggledAlert({ isAdded, onClose }: { isAdded: boolean; onClose: () => void }) {
  const { t } = useTranslation('wishlist');
  useEffect(() => {
    const timer = window.setTimeout(onClose, toggledAlertMs);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  return (
    <Portal>
      <Alert
        role="status"
        color="teal"
        variant="filled"
        icon={<IconCircleCheck aria-hidden />}
        title={t(isAdded ? 'toggled.addedTitle' : 'toggled.removedTitle')}
        withCloseButton
        closeButtonLabel={t('common:actions.close')}
        onClose={onClose}
        style={{
          position: 'fixed',
          insetBlockEnd: 'var(--mantine-spacing-lg)',
          insetInlineEnd: 'var(--mantine-spacing-lg)',
          zIndex: 'var(--mantine-z-index-overlay)',
          maxWidth: 'min(360px, calc(100vw - 2 * var(--mantine-spacing-lg)))',
          boxShadow: 'var(--mantine-shadow-md)',
        }}
      >
        {t(isAdded ? 'toggled.addedText' : 'toggled.removedText')}
      </Alert>
    </Portal>
  );
}
