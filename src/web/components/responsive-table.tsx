import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import { Table, type TableProps, VisuallyHidden } from '@mantine/core';
import './responsive-table.css';

/** One column, declared once: its header in table mode and its label in a card. */
export interface ResponsiveColumn<Row> {
  key: string;
  /** The header text; in a card, the label before the value. */
  label: string;
  /** What the header cell shows instead of the label (a select-all checkbox); the label still names the cells. */
  header?: ReactNode;
  /** The header is for screen readers only (an image or an actions column). */
  isLabelHidden?: boolean;
  cell: (row: Row, index: number) => ReactNode;
  /** The card's title: shown first in a card, without a label. */
  primary?: boolean;
  /** Before the title in a card, without a label (a selection checkbox, a thumbnail). */
  lead?: boolean;
  /** Amounts and counts: aligned to the end, digits of equal width so they line up. */
  numeric?: boolean;
  /** The row's buttons or menu: last in a card, without a label. */
  actions?: boolean;
  /** Free text: in a card its label sits above it, and it takes the card's width. */
  isLongText?: boolean;
  /** The header cell stays above the cards (a select-all checkbox). */
  isHeaderKeptInCards?: boolean;
  width?: CSSProperties['width'];
  /** The value stays on one line in table mode (dates, money). */
  nowrap?: boolean;
}

/**
 * The width of the component (px) below which rows become cards (one container query each in
 * responsive-table.css). Pick the width under which the columns no longer fit.
 */
export type CardsBelow = 320 | 400 | 640 | 920;

type RowProps = ComponentPropsWithoutRef<'tr'> & {
  [attribute: `data-${string}`]: string | boolean | undefined;
};

/**
 * A list of records as a real table where its box is wide enough, and as one stacked card per row (the
 * title, then every field with its label, then the actions) where it is not. The switch is a CSS
 * container query on the component's own width, over one markup: the server-rendered page and the
 * browser agree, nothing flashes, and each control exists once. Every cell carries its column's label
 * (`data-label`) for the card layout.
 */
export function ResponsiveTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  caption,
  isCaptionHidden = false,
  footer,
  cardsBelow = 640,
  tableProps,
  testId,
  className,
}: {
  columns: readonly ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Attributes of each row (a test id, a highlight). */
  rowProps?: (row: Row, index: number) => RowProps;
  caption?: ReactNode;
  isCaptionHidden?: boolean;
  /** Summary rows (`<tr>`s) that stay visible in both layouts. */
  footer?: ReactNode;
  cardsBelow?: CardsBelow;
  tableProps?: Omit<TableProps, 'children' | 'captionSide'>;
  testId?: string;
  className?: string;
}) {
  return (
    <div
      className={className ? `responsive-table ${className}` : 'responsive-table'}
      data-cards-below={cardsBelow}
    >
      <Table captionSide="top" {...tableProps} data-testid={testId}>
        {caption !== undefined && (
          <Table.Caption>
            {isCaptionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
          </Table.Caption>
        )}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                style={column.width === undefined ? undefined : { width: column.width }}
                data-numeric={column.numeric || undefined}
                data-in-cards={column.isHeaderKeptInCards || undefined}
              >
                {column.header ??
                  (column.isLabelHidden ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)} {...rowProps?.(row, index)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  data-label={column.label}
                  data-primary={column.primary || undefined}
                  data-lead={column.lead || undefined}
                  data-numeric={column.numeric || undefined}
                  data-actions={column.actions || undefined}
                  data-nowrap={column.nowrap || undefined}
                  data-long-text={column.isLongText || undefined}
                >
                  {column.cell(row, index)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer !== undefined && <Table.Tfoot>{footer}</Table.Tfoot>}
      </Table>
    </div>
  );
}

/**
 * A 44 px touch target around a small control (a checkbox): a click anywhere in it reaches the control.
 * `cardsText` is shown next to it in the card layout only, where no column header names it.
 */
export function TouchTarget({ children, cardsText }: { children: ReactNode; cardsText?: string }) {
  return (
    // The label wraps its control, so a click on the padding toggles it (no `htmlFor` needed).
    <label className="touch-target">
      {children}
      {cardsText && (
        <span className="touch-target-cards-text" aria-hidden>
          {cardsText}
        </span>
      )}
    </label>
  );
}
