import {
  forwardRef,
  type ForwardedRef,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  type TableHTMLAttributes,
  useId,
  useRef,
} from 'react';
import { useScrollsX } from '../../internal/useScrollsX';
import { StyledTable, TableScroll, type TableAlign } from './Table.styles';

export type { TableAlign };

export interface TableColumn<T> {
  /** Unique key of the column. */
  key: string;
  /** Column header content. */
  header: ReactNode;
  /** Cell content for a row. */
  render: (row: T, index: number) => ReactNode;
  align?: TableAlign;
  /** CSS width, e.g. '120px' or '20%'. */
  width?: string;
  /** Render this column's cells as row headers (`<th scope="row">`), e.g. the name column. */
  rowHeader?: boolean;
  /**
   * `end`: the column stays in view at the table's end while the table scrolls sideways in its frame (row actions
   * on a phone). Give it to the last column.
   */
  sticky?: 'end';
}

export interface TableProps<T> extends Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> {
  /** Names the table (visible unless `captionHidden`). */
  caption: ReactNode;
  /** Keep the caption for assistive technology only. */
  captionHidden?: boolean;
  /** The columns, in order: header, cell renderer, alignment, optional width; one can be the row header. */
  columns: readonly TableColumn<T>[];
  /** The data rows (an empty array shows `empty`). */
  rows: readonly T[];
  /** A stable key per row (e.g. its id). */
  getRowKey: (row: T, index: number) => string;
  /** Shown in one full-width row when `rows` is empty, e.g. an EmptyState 'No contacts found.'. */
  empty?: ReactNode;
  /** Content of a full-width footer row (counts, paging). */
  footer?: ReactNode;
  /** Marks the table busy (aria-busy) while rows load. */
  loading?: boolean;
  /** Extra attributes per row (e.g. data-* or aria-selected). */
  getRowProps?: (row: T, index: number) => HTMLAttributes<HTMLTableRowElement>;
  /** Class name of the scroll container around the table. */
  containerClassName?: string;
}

function TableInner<T>(
  {
    caption,
    captionHidden = false,
    columns,
    rows,
    getRowKey,
    empty,
    footer,
    loading = false,
    getRowProps,
    containerClassName,
    ...rest
  }: TableProps<T>,
  ref: ForwardedRef<HTMLTableElement>,
) {
  const span = Math.max(1, columns.length);
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  // When the table is wider than its container (a phone), the container scrolls: it becomes a named region in the
  // tab order so keyboard users can scroll it with the arrow keys.
  const scrolls = useScrollsX(scrollRef);
  return (
    <TableScroll
      ref={scrollRef}
      className={containerClassName}
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'region' : undefined}
      aria-labelledby={scrolls ? captionId : undefined}
      data-scrolls={scrolls ? '' : undefined}
    >
      <StyledTable
        ref={ref}
        aria-busy={loading || undefined}
        data-loading={loading ? '' : undefined}
        data-empty={rows.length === 0 ? '' : undefined}
        data-row-count={rows.length}
        {...rest}
      >
        <caption id={captionId} data-hidden={captionHidden ? '' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                data-align={column.align ?? 'start'}
                data-sticky={column.sticky}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr data-empty-row="">
              <td colSpan={span} data-empty="">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={getRowKey(row, index)} {...getRowProps?.(row, index)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" data-align={column.align ?? 'start'} data-sticky={column.sticky}>
                      {column.render(row, index)}
                    </th>
                  ) : (
                    <td key={column.key} data-align={column.align ?? 'start'} data-sticky={column.sticky}>
                      {column.render(row, index)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
        {footer ? (
          <tfoot>
            <tr>
              <td colSpan={span}>{footer}</td>
            </tr>
          </tfoot>
        ) : null}
      </StyledTable>
    </TableScroll>
  );
}

/** A semantic data table with caption, column headers, an empty-state row and a footer row. */
export const Table = forwardRef(TableInner) as <T>(
  props: TableProps<T> & { ref?: Ref<HTMLTableElement> },
) => ReactElement;
