import { OperatorSupplierQueue } from '../../../features/supplier-verification/operator-supplier-queue';

/** `/operator/suppliers`: the verification queue (issue 25). */
export default function OperatorSuppliersPage() {
  return <OperatorSupplierQueue />;
}
