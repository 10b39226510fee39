import { useQuery } from '@tanstack/react-query';
import type { SupplierStatus } from '../../../contract/users/users.schemas';
import { usersEndpoints } from '../../../contract/users/users.endpoints';
import { callEndpoint } from '../../lib/api-client';
import { useSession } from '../auth/use-session';

export const supplierStatusQueryKey = ['supplier', 'me'] as const;

/** A supplier-data failure makes the status null (spec §8); it is only logged. */
async function fetchSupplierStatus(): Promise<SupplierStatus | null> {
  try {
    return (await callEndpoint(usersEndpoints.getCurrentSupplier)).supplierStatus;
  } catch (error) {
    console.warn('Could not load the supplier status.', error);
    return null;
  }
}

/** The supplier's plan status (`usersEndpoints.getCurrentSupplier`); asked only in the supplier role. */
export function useSupplierStatus(): { supplierStatus: SupplierStatus | null; isPending: boolean } {
  const { role } = useSession();
  const { data, isPending } = useQuery({
    queryKey: supplierStatusQueryKey,
    queryFn: fetchSupplierStatus,
    enabled: role === 'supplier',
  });
  return {
    supplierStatus: data ?? null,
    isPending: (role === undefined || role === 'supplier') && isPending,
  };
}
