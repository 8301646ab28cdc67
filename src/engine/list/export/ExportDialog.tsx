import { Alert, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { FieldChecklist } from '../columns/FieldChecklist';
import { useDataProvider, useListContext, useTranslate, type Identifier } from 'react-admin';
import { EXPORT_MIN_FIELDS, PDF_MAX_FIELDS } from '../../../../common/resourceSpec';
import type { ApiDataProvider, ExportType } from '../../../dataProvider/types';
import type { ColumnField } from '../columns/useVisibleColumns';
import { useNotifyError } from '../useNotifyError';
import { ActionDialog } from '../../ActionDialog';

interface ExportDialogProps {
  resource: string;
  /** Fields that can be exported: those with a column. */
  fields: ColumnField[];
  /** Checked when the dialog opens: the columns shown. */
  initial: string[];
  /** Selected rows; absent exports the whole filtered list. */
  ids?: Identifier[];
  onClose: () => void;
}

/** Choose fields and CSV or PDF; the server streams the file (spec §5). */
export const ExportDialog = ({ resource, fields, initial, ids, onClose }: ExportDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const notifyError = useNotifyError();
  const { filterValues, sort } = useListContext();
  const labelId = useId();
  const [chosen, setChosen] = useState<string[]>(initial);
  const [type, setType] = useState<ExportType>('csv');
  const [busy, setBusy] = useState(false);

  const problem =
    chosen.length < EXPORT_MIN_FIELDS
      ? translate('engine.list.export_dialog.min')
      : type === 'pdf' && chosen.length > PDF_MAX_FIELDS
        ? translate('engine.list.export_dialog.pdf_max')
        : null;

  const download = async () => {
    setBusy(true);
    try {
      await dataProvider.exportFile(resource, {
        type,
        fields: fields.map((f) => f.key).filter((k) => chosen.includes(k)),
        ids: ids?.map(String),
        filter: filterValues,
        sort,
      });
      onClose();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionDialog
      title={translate('engine.list.export_dialog.title')}
      onClose={onClose}
      dividers
      busy={busy}
      confirm={{ label: translate('engine.list.export_dialog.submit'), onClick: download, disabled: problem !== null }}
    >
      <Stack spacing={2}>
        <Typography variant="body2">
          {ids ? translate('engine.list.export_dialog.scope_selected', { smart_count: ids.length }) : translate('engine.list.export_dialog.scope_all')}
        </Typography>
        <div>
          <FormLabel id={`${labelId}-format`}>{translate('engine.list.export_dialog.format')}</FormLabel>
          <RadioGroup row aria-labelledby={`${labelId}-format`} value={type} onChange={(e) => setType(e.target.value as ExportType)}>
            <FormControlLabel value="csv" control={<Radio />} label={translate('engine.list.export_dialog.csv')} />
            <FormControlLabel value="pdf" control={<Radio />} label={translate('engine.list.export_dialog.pdf')} />
          </RadioGroup>
        </div>
        <div>
          <FormLabel id={`${labelId}-fields`}>{translate('engine.list.export_dialog.fields')}</FormLabel>
          <FieldChecklist fields={fields} chosen={chosen} onChange={setChosen} labelledBy={`${labelId}-fields`} />
        </div>
        {problem && (
          <Alert severity="warning" role="status">
            {problem}
          </Alert>
        )}
      </Stack>
    </ActionDialog>
  );
};
