import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import type { ImportReport } from '../../../../common/wire/catalogue';
import type { ApiDataProvider } from '../../../dataProvider';
import { ImportColumnsList } from './ImportColumnsList';
import { ImportReportView } from './ImportReportView';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/** A refused apply answers 400 with the report in its body: show it like a dry run's. */
function reportOf(error: unknown): ImportReport | null {
  const body = (error as { body?: Partial<ImportReport> } | null)?.body;
  if (body && Array.isArray(body.errors) && typeof body.create === 'number') return body as ImportReport;
  return null;
}

/**
 * Product CSV import: the columns it reads and a template to start from;
 * choose a file, read the dry run's report (lines to create, lines to update
 * matched by SKU, every error by line of the file and column), fix the file
 * and choose it again, then apply it. Applying is offered only for a
 * file whose dry run found no error; the server checks again and writes all
 * rows in one transaction or none.
 */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const titleId = useId();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setReport(null);
    setFailure(null);
    onClose();
  };

  const run = async (chosen: File, dryRun: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await dataProvider.request('POST /products/import', { query: { dryRun: dryRun ? 'true' : 'false' }, form: { file: chosen } });
      if (dryRun) {
        setReport(answer);
      } else {
        notify('catalogue.import.applied', { type: 'success', messageArgs: { create: answer.create, update: answer.update } });
        refresh();
        close();
      }
    } catch (error) {
      const refused = reportOf(error);
      if (refused) setReport(refused);
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const downloadTemplate = async () => {
    try {
      const { filename } = await dataProvider.download('GET /products/import/template', 'products_import_template.csv');
      notify('catalogue.import.template_done', { type: 'success', messageArgs: { filename } });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const choose = (chosen: File | undefined) => {
    setReport(null);
    setFile(chosen ?? null);
    if (chosen) void run(chosen, true);
  };

  const canApply = file !== null && report !== null && report.errors.length === 0 && report.create + report.update > 0 && !busy;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate('catalogue.import.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('catalogue.import.hint')}
        </Typography>
        <ImportColumnsList />
        <Button startIcon={<DownloadIcon />} onClick={() => void downloadTemplate()} sx={{ mr: 2 }}>
          {translate('catalogue.import.template')}
        </Button>
        <Button variant="outlined" component="label" htmlFor={inputId} disabled={busy}>
          {translate(file ? 'catalogue.import.choose_again' : 'catalogue.import.choose')}
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label={translate('catalogue.import.file')}
            // Choosing the same (fixed) file again must run the dry run again.
            onClick={(e) => {
              e.currentTarget.value = '';
            }}
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </Button>
        {file && (
          <Typography component="span" sx={{ ml: 2 }}>
            {file.name}
          </Typography>
        )}
        {busy && (
          <Typography role="status" sx={{ mt: 2 }}>
            {translate('catalogue.import.checking')}
          </Typography>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        {report && <ImportReportView report={report} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!canApply} onClick={() => file && void run(file, false)}>
          {translate('catalogue.import.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
