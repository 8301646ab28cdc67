import { useCallback } from 'react';
import { useDataProvider, useDelete, useNavigate, useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import type { ResourceSpec, RowAction } from '../../../../common/resourceSpec';
import type { ApiDataProvider } from '../../../dataProvider/types';
import { editPath, listPath, showPath, viewItemPath } from '../../paths';
import { useNotifyError } from '../useNotifyError';
import { fillTemplate } from './fillTemplate';

/** Actions that change data; the others open something. */
export const MUTATING_ACTIONS: ReadonlySet<RowAction['type']> = new Set(['update-key', 'update-api', 'delete', 'duplicate']);

/**
 * Runs a row action that needs no dialog of its own, then shows the §8
 * success toast (the action's text, else the default for its type) or the
 * server's error. On the record's own page (`onRecordPage`), a deleted record
 * leaves for its list, as there is nothing left to show.
 */
export function usePerformRowAction(spec: ResourceSpec, onRecordPage = false) {
  const resource = spec.path;
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyError = useNotifyError(spec.fields);
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [update] = useUpdate(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const [deleteOne] = useDelete(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });

  return useCallback(
    /** With `rethrow`, a refusal is thrown to the caller (a prompt shows it under its field) instead of toasted. */
    async (action: RowAction, record: RaRecord, value?: unknown, rethrow = false): Promise<void> => {
      const succeeded = (fallback: string) => notify(action.success ?? fallback, { type: 'success', messageArgs: { name: spec.singular } });
      try {
        switch (action.type) {
          case 'edit':
            return navigate(editPath(resource, record.id));
          case 'view':
            return navigate(showPath(resource, record.id));
          case 'view-item':
            return navigate(viewItemPath(resource, record.id));
          case 'redirect': {
            const href = fillTemplate(action.href ?? '', record);
            if (/^https?:\/\//.test(href)) window.location.assign(href);
            else navigate(href);
            return;
          }
          case 'link':
            window.open(fillTemplate(action.href ?? '', record), '_blank', 'noopener,noreferrer');
            return;
          case 'update-key':
            if (!action.key) return;
            await update(resource, { id: record.id, data: { [action.key]: value ?? action.value }, previousData: record });
            return succeeded(spec.messages?.updated ?? 'engine.list.notify.updated');
          case 'update-api':
            if (!action.api) return;
            // A prompt's value is sent under the action's key, beside the body the spec fixes.
            await dataProvider.call(
              action.api.method,
              `${resource}/${fillTemplate(action.api.path, record)}`,
              action.key && value !== undefined ? { ...action.api.body, [action.key]: value } : action.api.body,
            );
            refresh();
            return succeeded(spec.messages?.updated ?? 'engine.list.notify.updated');
          case 'delete':
            await deleteOne(resource, { id: record.id, previousData: record });
            if (onRecordPage) navigate(listPath(resource));
            else refresh();
            return succeeded(spec.messages?.deleted ?? 'engine.list.notify.deleted');
          case 'duplicate':
            await dataProvider.copy(resource, String(record.id));
            refresh();
            return succeeded(spec.messages?.copied ?? 'engine.list.notify.copied');
          default:
            return;
        }
      } catch (error) {
        if (rethrow) throw error;
        notifyError(error);
      }
    },
    [dataProvider, deleteOne, navigate, notify, notifyError, onRecordPage, refresh, resource, spec, update],
  );
}
