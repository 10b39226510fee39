import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eInvoicingEndpoints } from '../../../contract/e-invoicing/e-invoicing.endpoints';
import type { EInvoice } from '../../../contract/e-invoicing/e-invoicing.schemas';
import { ApiError, callEndpoint, endpointPath } from '../../lib/api-client';

/** Whose invoice page asks: the buyer who received it or the supplier who issued it. */
export type EInvoiceSide = 'buyer' | 'supplier';

export const eInvoicingUnitQueryKey = ['e-invoicing', 'unit'] as const;

/** The supplier's e-invoicing unit: status, environment, certificate, last submissions. */
export function useEInvoicingUnit() {
  return useQuery({
    queryKey: eInvoicingUnitQueryKey,
    queryFn: () => callEndpoint(eInvoicingEndpoints.getEInvoicingUnit),
  });
}

/** Onboards (or renews) the unit with the Fatoora portal's OTP; the answer is the unit as it is now. */
export function useOnboardEInvoicingUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otp: string) => callEndpoint(eInvoicingEndpoints.onboardEInvoicingUnit, { body: { otp } }),
    onSuccess: (unit) => queryClient.setQueryData(eInvoicingUnitQueryKey, unit),
    // A refusal is recorded on the unit (`lastError`): read it again.
    onError: () => void queryClient.invalidateQueries({ queryKey: eInvoicingUnitQueryKey }),
  });
}

const readEndpoint = {
  buyer: eInvoicingEndpoints.getBuyerEInvoice,
  supplier: eInvoicingEndpoints.getSupplierEInvoice,
};
const fileEndpoints = {
  buyer: {
    xml: eInvoicingEndpoints.downloadBuyerEInvoiceXml,
    pdf: eInvoicingEndpoints.downloadBuyerEInvoicePdf,
  },
  supplier: {
    xml: eInvoicingEndpoints.downloadSupplierEInvoiceXml,
    pdf: eInvoicingEndpoints.downloadSupplierEInvoicePdf,
  },
};

/** Signed and on its way to ZATCA: the answer comes within seconds (a wait for onboarding may take days). */
const isOnItsWay = (eInvoice: EInvoice | null | undefined) => eInvoice?.status === 'QUEUED';

/**
 * The e-invoice of an invoice, or null when it has none (a plain invoice of a seller that is not
 * VAT-registered, or one issued before e-invoicing). Asked again every few seconds while it is on its way
 * to ZATCA, so the page shows the clearance without a reload.
 */
export function useEInvoice(side: EInvoiceSide, invoiceId: string) {
  return useQuery({
    queryKey: ['e-invoicing', side, invoiceId],
    queryFn: async (): Promise<EInvoice | null> => {
      try {
        return await callEndpoint(readEndpoint[side], { params: { id: invoiceId } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: invoiceId !== '',
    refetchInterval: (query) => (isOnItsWay(query.state.data) ? 3_000 : false),
  });
}

/** The addresses the browser downloads itself: the signed XML and the PDF/A-3 in the page's language. */
export function eInvoiceFilePaths(side: EInvoiceSide, invoiceId: string, language: 'ar' | 'en') {
  const params = { id: invoiceId };
  return {
    xml: endpointPath(fileEndpoints[side].xml, { params }),
    pdf: endpointPath(fileEndpoints[side].pdf, { params, query: { lng: language } }),
  };
}
