import { Alert, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Table, TableBody, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate, type Identifier } from 'react-admin';
import { countSms } from '../../../../common/smsSegments';
import { MAX_SMS_TEXT, type MarketingSmsAnswer } from '../../../../common/wire/sms';
import type { ApiDataProvider } from '../../../dataProvider/types';
import { listQuery } from '../../../dataProvider/listQuery';
import { useFormatMoney } from '../../../shop/useFormatMoney';
import { useNotifyError } from '../useNotifyError';
import { ActionDialog } from '../../ActionDialog';

interface MarketingSmsDialogProps {
  /** The list's resource: customers, whose declaration offers the action; the SMS go out through `POST customers/sms` (spec §7.5). */
  resource: string;
  /** The rows selected in the table. */
  ids: Identifier[];
  onClose: (done?: boolean) => void;
}

type Scope = 'selected' | 'all';

/**
 * The Marketing SMS dialog (spec §2.6), the bulk action type `marketing-sms`:
 * the message with its characters, encoding and parts counted live as it is
 * typed (common/smsSegments.ts, as the server counts them), to the selected
 * rows or to every row the list's search and filters match, with who gets it,
 * who is left out and what it costs from the server's preview (a dry run of
 * the same call), then Send.
 */
export const MarketingSmsDialog = ({ resource, ids, onClose }: MarketingSmsDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const formatMoney = useFormatMoney();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { filterValues, total } = useListContext();
  const labelId = useId();
  const [message, setMessage] = useState('');
  const [scope, setScope] = useState<Scope>(ids.length > 0 ? 'selected' : 'all');
  const [preview, setPreview] = useState<MarketingSmsAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const count = countSms(message);

  const call = (dryRun: boolean) => {
    const body = { message, dryRun, ...(scope === 'selected' ? { ids: ids.map(String) } : { all: true }) };
    return dataProvider.request('POST /customers/sms', { body, ...(scope === 'all' ? { query: listQuery({ filter: filterValues }) } : {}) });
  };

  // The preview follows the text and the scope, a moment after the last key.
  useEffect(() => {
    if (message.trim() === '') {
      setPreview(null);
      return;
    }
    let stale = false;
    const timer = setTimeout(() => {
      call(true)
        .then((answer) => !stale && setPreview(answer))
        .catch(() => !stale && setPreview(null));
    }, 300);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
    // `call` is rebuilt each render from these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [message, scope, resource, ids, filterValues]);

  const send = async () => {
    setBusy(true);
    try {
      await call(false);
      notify('engine.list.marketing_sms.sent', { type: 'success' });
      onClose(true);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const words = (key: string, options?: Record<string, unknown>) => translate(`engine.list.marketing_sms.${key}`, options);
  return (
    <ActionDialog
      title={words('title')}
      onClose={() => onClose()}
      maxWidth="sm"
      dividers
      busy={busy}
      confirm={{ label: words('send'), onClick: send, disabled: !preview || preview.recipients === 0 }}
    >
      <Stack spacing={2}>
        <TextField
          label={words('message')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={4}
          autoFocus
          slotProps={{ htmlInput: { maxLength: MAX_SMS_TEXT } }}
          helperText={
            <span aria-live="polite" data-testid="sms-count">
              {words('count', {
                characters: count.characters,
                encoding: words(`encoding_${count.encoding}`),
                smart_count: count.parts,
              })}
            </span>
          }
        />
        <div>
          <FormLabel id={`${labelId}-scope`}>{words('to')}</FormLabel>
          <RadioGroup aria-labelledby={`${labelId}-scope`} value={scope} onChange={(e) => setScope(e.target.value as Scope)}>
            <FormControlLabel value="selected" disabled={ids.length === 0} control={<Radio />} label={words('to_selected', { smart_count: ids.length })} />
            <FormControlLabel value="all" control={<Radio />} label={words('to_all', { smart_count: total ?? 0 })} />
          </RadioGroup>
        </div>
        {preview ? (
          <Table size="small" aria-label={words('summary')}>
            <TableBody>
              <TableRow>
                <TableCell component="th">{words('recipients')}</TableCell>
                <TableCell data-testid="sms-recipients">{words('recipients_count', { smart_count: preview.recipients })}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">{words('left_out')}</TableCell>
                <TableCell>
                  {words('left_out_detail', {
                    optedOut: words('opted_out', { smart_count: preview.optedOut }),
                    noPhone: words('no_phone', { smart_count: preview.noPhone }),
                  })}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">{words('parts')}</TableCell>
                <TableCell data-testid="sms-parts">{preview.parts}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">{words('cost')}</TableCell>
                <TableCell data-testid="sms-cost">{formatMoney(preview.cost)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {words('type_to_see')}
          </Typography>
        )}
        {preview?.held && (
          <Alert severity="info" role="status">
            {words('held')}
          </Alert>
        )}
      </Stack>
    </ActionDialog>
  );
};
