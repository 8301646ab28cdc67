import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ResourceSpec, RowAction } from '../../../../common/resourceSpec';
import { EditDialog } from '../../form';
import { ShowDialog } from '../../show/ShowDialog';
import { describeError, fieldErrors } from '../../describeError';
import { coerceValue } from '../coerceValue';
import { ConfirmActionDialog, type PromptSpec } from '../ConfirmActionDialog';
import { findCustomAction } from '../../parts/customActions';
import { readPath } from '../recordPath';
import { MUTATING_ACTIONS, usePerformRowAction } from './usePerformRowAction';

/** Actions that open a dialog of their own once confirmed. */
const DIALOG_ACTIONS: ReadonlySet<RowAction['type']> = new Set(['edit-modal', 'view-modal', 'custom']);

/** Whether choosing the action goes through this runner rather than happening at once. */
export function needsRunner(action: RowAction): boolean {
  return Boolean(action.confirm) || MUTATING_ACTIONS.has(action.type) || DIALOG_ACTIONS.has(action.type);
}

function promptFor(action: RowAction, record: RaRecord, label: string): PromptSpec | undefined {
  if ((action.type !== 'update-key' && action.type !== 'update-api') || !action.prompt || !action.key) return undefined;
  // An update-api's value goes into the call's body (a reason), not into a field of the record: it starts empty.
  const current = action.type === 'update-key' ? readPath(record, action.key) : undefined;
  const initial = current == null ? '' : String(current);
  const asked = action.promptLabel ?? label;
  if (action.prompt === 'data-menu') return { kind: 'select', label: asked, options: action.options ?? [], initial };
  return { kind: action.prompt, label: asked, initial };
}

interface RowActionRunnerProps {
  spec: ResourceSpec;
  record: RaRecord;
  action: RowAction;
  onDone: () => void;
  /** Run from the record's own page rather than a list's row. */
  onRecordPage?: boolean;
}

/** Asks for confirmation (and a prompt's value), then runs the action or opens its dialog. */
export const RowActionRunner = ({ spec, record, action, onDone, onRecordPage = false }: RowActionRunnerProps) => {
  const translate = useTranslate();
  const perform = usePerformRowAction(spec, onRecordPage);
  const [confirmed, setConfirmed] = useState(!action.confirm && !MUTATING_ACTIONS.has(action.type));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);

  if (!confirmed) {
    const prompt = promptFor(action, record, translate('engine.list.row_menu.value'));
    const confirm = async (raw: string | undefined) => {
      if (DIALOG_ACTIONS.has(action.type)) {
        setConfirmed(true);
        return;
      }
      const field = spec.fields.find((f) => f.key === action.key);
      const value = raw === undefined ? undefined : prompt?.kind === 'number' ? Number(raw) : coerceValue(field, raw);
      setBusy(true);
      if (!prompt) {
        await perform(action, record, value);
        onDone();
        return;
      }
      // A refused value keeps the prompt open with the reason under the field.
      try {
        await perform(action, record, value, true);
        onDone();
      } catch (error) {
        setBusy(false);
        const label = field?.label ?? action.promptLabel;
        setRefusal(fieldErrors(error)[action.key ?? ''] ?? describeError(error, label ? [{ key: action.key ?? '', label }] : []));
      }
    };
    return (
      <ConfirmActionDialog
        title={action.label}
        message={action.confirm}
        prompt={prompt}
        busy={busy}
        error={refusal}
        onEdit={() => setRefusal(undefined)}
        onConfirm={confirm}
        onCancel={onDone}
      />
    );
  }

  switch (action.type) {
    case 'edit-modal':
      return <EditDialog resource={spec.path} id={String(record.id)} open onClose={onDone} />;
    case 'view-modal':
      return <ShowDialog resource={spec.path} id={String(record.id)} open onClose={onDone} />;
    case 'custom': {
      const Custom = findCustomAction(action.component);
      return Custom ? <Custom resource={spec.path} record={record} action={action} onClose={onDone} /> : null;
    }
    default:
      return null;
  }
};
