import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import FormLabel from '@mui/material/FormLabel';
import { LABEL_LAYOUTS, MAX_LABELS, type LabelLayout } from '../../../../common/productImport';
import type { LabelRequest } from '../../../../common/wire/catalogue';
import { useFileDownload } from '../../../dataProvider/useFileDownload';
import type { CustomBulkActionProps } from '../../../engine/parts';

type Mode = 'stock' | 'count';

/**
 * Bulk 'Print labels' of the products table (a `custom` bulk action named
 * `print-labels`): a PDF, one label per unit in stock or a chosen number of
 * each product or variant, on A4 sheets or a label printer's roll.
 */
export function PrintLabelsDialog({ ids: selected, onClose }: Pick<CustomBulkActionProps, 'ids' | 'onClose'>) {
  const ids = selected.map(String);
  const translate = useTranslate();
  const titleId = useId();
  const [mode, setMode] = useState<Mode>('stock');
  const [count, setCount] = useState('1');
  const [layout, setLayout] = useState<LabelLayout>('a4');
  const layoutId = useId();
  const { busy, download } = useFileDownload('POST /products/labels', 'labels.pdf', 'catalogue.labels.done');
  const n = Number(count);
  const countOk = /^\d+$/.test(count.trim()) && n >= 1 && n <= MAX_LABELS;

  const print = async () => {
    const body: LabelRequest = mode === 'count' ? { ids, count: n, layout } : { ids, layout };
    if (await download(body)) onClose(true);
  };

  return (
    <Dialog open onClose={() => onClose()} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('catalogue.labels.title', { smart_count: ids.length })}</DialogTitle>
      <DialogContent>
        <RadioGroup value={mode} onChange={(e) => setMode(e.target.value as Mode)} aria-label={translate('catalogue.labels.how_many')}>
          <FormControlLabel value="stock" control={<Radio />} label={translate('catalogue.labels.per_stock')} />
          <FormControlLabel value="count" control={<Radio />} label={translate('catalogue.labels.per_count')} />
        </RadioGroup>
        {mode === 'count' && (
          <TextField
            label={translate('catalogue.labels.count')}
            value={count}
            onChange={(e) => setCount(e.target.value)}
            error={!countOk}
            helperText={countOk ? undefined : translate('catalogue.labels.count_range', { max: MAX_LABELS })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ mt: 1 }}
          />
        )}
        <FormLabel id={layoutId} sx={{ display: 'block', mt: 2 }}>
          {translate('documents.labels.layout')}
        </FormLabel>
        <RadioGroup value={layout} onChange={(e) => setLayout(e.target.value as LabelLayout)} aria-labelledby={layoutId}>
          {LABEL_LAYOUTS.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={translate(`documents.labels.${option}`)} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void print()} disabled={busy || (mode === 'count' && !countOk)}>
          {translate('catalogue.labels.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
