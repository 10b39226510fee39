import { useParams } from 'react-router';
import { OperatorReportDetails } from '../../../features/reports/operator-report-details';

/** `/operator/reports/:id`: one report, its subject, and the decision (issue 25). */
export default function OperatorReportPage() {
  const { id = '' } = useParams();
  return <OperatorReportDetails key={id} id={id} />;
}
