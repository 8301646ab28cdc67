import type { MouseEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { CellProps } from './CellProps';
import { cellClasses } from './cellStyles';
import { PlainIcon } from './PlainIcon';

/**
 * A text as it is; with the column's copy button beside it. A copyable value of a `read-only`
 * field is a number the server gives a document (`S-004002`, `D-000003`): it never breaks across
 * lines. Other copyable values (a SKU, an email) may break at their hyphens, so one long code
 * cannot push the table wider than the screen.
 */
export const TextCell = ({ field, value }: CellProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  if (value == null || value === '') return null;
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  // A word the server writes (a sale's customer "Guest") in the chosen language; a name people typed as it is.
  if (!field.column?.copy) return <>{field.options?.find((o) => o.value === text)?.label ?? text}</>;
  const copy = (event: MouseEvent) => {
    event.stopPropagation();
    void navigator.clipboard?.writeText(text).then(() => notify('engine.list.cell.copied', { type: 'info' }));
  };
  const label = translate('engine.list.cell.copy', { name: field.label });
  // A plain button with a native title, not IconButton + Tooltip: one per row (see cellStyles).
  return (
    <span className={cellClasses.copyable}>
      <span className={field.type === 'read-only' ? cellClasses.nowrap : undefined}>{text}</span>
      <button type="button" className={cellClasses.iconButton} aria-label={label} title={label} onClick={copy}>
        <PlainIcon name="contentCopy" />
      </button>
    </span>
  );
};
