import { useTranslation } from 'react-i18next';
import { NoticeDialog } from '../../components/notice-dialog';

/** Spec §8: titled «Switch role failed», showing the server's message or else the client's. */
export function SwitchRoleFailedDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation('notices');
  return (
    <NoticeDialog
      color="red"
      title={t('switchRoleFailed.title')}
      text={message || t('switchRoleFailed.text')}
      onConfirm={onClose}
    />
  );
}
