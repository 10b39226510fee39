import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  invoiceDocumentTypes,
  invoiceKinds,
  invoiceStatuses,
  type InvoiceDocumentType,
  type InvoiceKind,
  type InvoiceStatus,
} from '../../../contract/invoices/invoices.schemas';
import { ChoiceChips } from '../../components/choice-chips';
import type { InvoicesSide } from './use-invoices';

/** Quick date ranges in Riyadh days (the same ranges as the notifications page). */
export const invoicePeriods = ['all', 'today', 'week', 'month'] as const;
export type InvoicePeriod = (typeof invoicePeriods)[number];

/**
 * What the invoice is for: every kind, or one (orders' invoices apart from suppliers' own, decision 013).
 * The platform's invoices for Premium (SUBSCRIPTION, decision 016) reach the business as a buyer, never
 * as a seller.
 */
const kindChoicesOf = (side: InvoicesSide) =>
  ['all', ...invoiceKinds.filter((kind) => side === 'buyer' || kind !== 'SUBSCRIPTION')] as const;

export interface InvoiceFilterState {
  status: InvoiceStatus | null;
  kind: InvoiceKind | null;
  /** Invoices or credit notes only (issue 24); both when null. */
  documentType: InvoiceDocumentType | null;
  period: InvoicePeriod;
}

export const noInvoiceFilters: InvoiceFilterState = {
  status: null,
  kind: null,
  documentType: null,
  period: 'all',
};

const documentTypeChoices = ['all', ...invoiceDocumentTypes] as const;

/** The invoices page's filters: status, kind, invoices or credit notes, and issue date. */
export function InvoiceFilters({
  side,
  value,
  onChange,
}: {
  side: InvoicesSide;
  value: InvoiceFilterState;
  onChange: (next: InvoiceFilterState) => void;
}) {
  const { t } = useTranslation('invoices');
  return (
    <Group gap="md" align="end" wrap="wrap">
      <Select
        label={t('filters.status')}
        data={[
          { value: 'ALL', label: t('filters.allStatuses') },
          ...invoiceStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
        ]}
        value={value.status ?? 'ALL'}
        onChange={(status) =>
          onChange({ ...value, status: status && status !== 'ALL' ? (status as InvoiceStatus) : null })
        }
        allowDeselect={false}
        w={{ base: '100%', xs: 240 }}
      />
      <ChoiceChips
        label={t('filters.kind')}
        choices={kindChoicesOf(side)}
        labelOf={(kind) => t(`kinds.${kind}`)}
        value={value.kind ?? 'all'}
        onChange={(kind) => onChange({ ...value, kind: kind === 'all' ? null : kind })}
      />
      <ChoiceChips
        label={t('filters.documentType')}
        choices={documentTypeChoices}
        labelOf={(documentType) => t(`documentTypes.${documentType}`)}
        value={value.documentType ?? 'all'}
        onChange={(documentType) =>
          onChange({ ...value, documentType: documentType === 'all' ? null : documentType })
        }
      />
      <ChoiceChips
        label={t('filters.period')}
        choices={invoicePeriods}
        labelOf={(period) => t(`periods.${period}`)}
        value={value.period}
        onChange={(period) => onChange({ ...value, period })}
      />
    </Group>
  );
}
