import { useParams } from 'react-router';
import { OperatorSupplierDetails } from '../../../features/supplier-verification/operator-supplier-details';

/** `/operator/suppliers/:id`: one supplier and the operator's actions on it (issue 25). */
export default function OperatorSupplierPage() {
  const { id = '' } = useParams();
  return <OperatorSupplierDetails key={id} id={id} />;
}
