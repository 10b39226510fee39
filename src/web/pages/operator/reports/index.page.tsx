import { OperatorReportQueue } from '../../../features/reports/operator-report-queue';

/** `/operator/reports`: the reports' queue (issue 25). */
export default function OperatorReportsPage() {
  return <OperatorReportQueue />;
}
