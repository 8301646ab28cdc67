import { useState } from 'react';
import { useDeleteMany, useListContext, useNotify, useRefresh, useTranslate, useUpdateMany } from 'react-admin';
import type { BulkAction, ResourceSpec } from '../../../../common/resourceSpec';
import { findCustomBulkAction } from '../../parts/customBulkActions';
import { coerceValue } from '../coerceValue';
import type { ColumnField } from '../columns/useVisibleColumns';
import { ConfirmActionDialog } from '../ConfirmActionDialog';
import { ExportDialog } from '../export/ExportDialog';
import { MarketingSmsDialog } from './MarketingSmsDialog';
import { useFilterOptions } from '../filters/useFilterOptions';
import { useNotifyError } from '../useNotifyError';

interface BulkActionRunnerProps {
  spec: ResourceSpec;
  action: BulkAction;
  columns: { all: ColumnField[]; visible: string[] };
  onDone: () => void;
}

/** Confirms a bulk action (with its choice of value), runs it on the selected rows, then clears the selection. */
export const BulkActionRunner = ({ spec, action, columns, onDone }: BulkActionRunnerProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [updateMany] = useUpdateMany(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const [deleteMany] = useDeleteMany(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const { options } = useFilterOptions(
    action.type === 'edit-select' ? (action.options ?? []) : undefined,
    action.type === 'edit-data-select' ? action.reference : undefined,
  );
  const [busy, setBusy] = useState(false);

  if (action.type === 'export') {
    return <ExportDialog resource={spec.path} fields={columns.all} initial={columns.visible} ids={selectedIds} onClose={onDone} />;
  }

  if (action.type === 'marketing-sms') {
    return (
      <MarketingSmsDialog
        resource={spec.path}
        ids={selectedIds}
        onClose={(done) => {
          if (done) onUnselectItems();
          onDone();
        }}
      />
    );
  }

  const Custom = action.type === 'custom' ? findCustomBulkAction(action.component) : undefined;
  if (Custom) {
    const close = (done?: boolean) => {
      if (done) onUnselectItems();
      onDone();
    };
    return <Custom resource={spec.path} ids={selectedIds} action={action} onClose={close} />;
  }

  const field = spec.fields.find((f) => f.key === action.key);
  const run = async (raw: string | undefined) => {
    setBusy(true);
    try {
      if (action.type === 'delete') {
        await deleteMany(spec.path, { ids: selectedIds });
        notify(action.success ?? spec.messages?.deleted ?? 'engine.list.notify.deleted', {
          type: 'success',
          messageArgs: { name: spec.title },
        });
      } else if (action.key) {
        const value = raw === undefined ? action.value : coerceValue(field, raw);
        await updateMany(spec.path, { ids: selectedIds, data: { [action.key]: value } });
        notify(action.success ?? 'engine.list.notify.batch_updated', { type: 'success' });
      }
      onUnselectItems();
      refresh();
    } catch (error) {
      notifyError(error);
    }
    onDone();
  };

  const choosing = action.type === 'edit-select' || action.type === 'edit-data-select';
  return (
    <ConfirmActionDialog
      title={action.label}
      message={action.confirm ?? translate('engine.list.selection.count', { smart_count: selectedIds.length })}
      prompt={choosing ? { kind: 'select', label: action.label, options } : undefined}
      busy={busy}
      onConfirm={run}
      onCancel={onDone}
    />
  );
};
