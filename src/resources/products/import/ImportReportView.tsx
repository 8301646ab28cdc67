import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useLocalDigits } from '../../../shop';
import type { ImportReport } from '../../../../common/wire/catalogue';

/** The dry run's answer: what would be created and updated, and every error by line of the file and column. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const translate = useTranslate();
  const digits = useLocalDigits();
  const ok = report.errors.length === 0;
  return (
    <>
      <Typography sx={{ my: 1 }}>{translate('catalogue.import.counts', { create: report.create, update: report.update })}</Typography>
      {ok ? (
        <Alert severity="success">{translate('catalogue.import.ready')}</Alert>
      ) : (
        <>
          <Alert severity="error">{translate('catalogue.import.has_errors', { smart_count: report.errors.length })}</Alert>
          <Table size="small" aria-label={translate('catalogue.import.errors')} sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('catalogue.import.line')}</TableCell>
                <TableCell>{translate('catalogue.import.column')}</TableCell>
                <TableCell>{translate('catalogue.import.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.errors.map((e, i) => (
                <TableRow key={`${e.line}-${e.column}-${i}`}>
                  <TableCell>{digits(String(e.line))}</TableCell>
                  <TableCell>{e.column}</TableCell>
                  <TableCell>{e.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </>
  );
}
