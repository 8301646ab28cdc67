import { Button, Chip, IconButton, Tooltip } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTranslate } from 'react-admin';
import type { SentClose, UnsentClose } from './unsentClose';

interface Props {
  unsent: UnsentClose | null;
  sent: SentClose | null;
  phone: boolean;
  onReport(shiftId: string): void;
}

/**
 * A close made offline, in the till's title row: while unsent, a mark that
 * the shift is closed on the till but not on the server (why no new shift
 * opens yet); once sent, its Z report to print, since its figures came from
 * the server only then.
 */
export function ClosedShiftMark({ unsent, sent, phone, onReport }: Props) {
  const translate = useTranslate();
  if (unsent) {
    const label = translate('shifts.till.close_unsent', { number: unsent.number });
    return (
      <Tooltip describeChild title={translate('shifts.till.close_unsent_hint')}>
        <Chip role="status" aria-label={label} icon={<CloudOffIcon />} color="warning" variant="outlined" label={phone ? unsent.number : label} />
      </Tooltip>
    );
  }
  if (!sent) return null;
  const label = translate('shifts.report.z', { number: sent.number });
  return (
    <Tooltip describeChild title={translate('shifts.till.close_sent_hint')}>
      {phone ? (
        <IconButton aria-label={label} color="primary" onClick={() => onReport(sent.shift)}>
          <ReceiptLongIcon />
        </IconButton>
      ) : (
        <Button size="small" variant="outlined" startIcon={<ReceiptLongIcon />} onClick={() => onReport(sent.shift)}>
          {label}
        </Button>
      )}
    </Tooltip>
  );
}
