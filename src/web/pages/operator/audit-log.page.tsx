import { useTranslation } from 'react-i18next';
import { AuditLogScreen } from '../../features/operators/audit-log-screen';
import { useDocumentTitle } from '../../lib/document-title';

export default function OperatorAuditLogPage() {
  const { t } = useTranslation('operators');
  useDocumentTitle(`${t('auditLog.title')} | ${t('layout.console')}`);
  return <AuditLogScreen />;
}
