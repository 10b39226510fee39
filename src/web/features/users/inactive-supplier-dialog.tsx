import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NoticeDialog } from '../../components/notice-dialog';
import { inactiveNoticeStorageKey } from '../auth/use-session-actions';
import { useSupplierStatus } from './use-supplier-status';

/**
 * Spec §4: an INACTIVE supplier is told that the storefront and products are hidden from buyers until
 * payment. The dialog closes only through OK, or through the way to the plan page, and shows once per
 * browser session.
 */
export function InactiveSupplierDialog() {
  const { t } = useTranslation('settings');
  const { supplierStatus } = useSupplierStatus();
  const navigate = useNavigate();
  const [isClosed, setIsClosed] = useState(() => sessionStorage.getItem(inactiveNoticeStorageKey) === '1');
  if (supplierStatus !== 'INACTIVE' || isClosed) return null;
  const close = () => {
    sessionStorage.setItem(inactiveNoticeStorageKey, '1');
    setIsClosed(true);
  };
  return (
    <NoticeDialog
      color="yellow"
      title={t('inactiveDialog.title')}
      text={t('inactiveDialog.text')}
      onConfirm={close}
      extraAction={
        <Button
          variant="default"
          onClick={() => {
            close();
            void navigate('/supplier/choose-plan');
          }}
        >
          {t('inactiveDialog.seePlans')}
        </Button>
      }
    />
  );
}
