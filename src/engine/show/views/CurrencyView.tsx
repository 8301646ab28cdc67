import Typography from '@mui/material/Typography';
import { useFormatMoney } from '../../../shop';
import type { ViewProps } from './types';

/** `৳ 1,250.00`, as the shop writes money. */
export function CurrencyView({ value }: ViewProps) {
  const formatMoney = useFormatMoney();
  return (
    <Typography component="span" variant="body2">
      {formatMoney(typeof value === 'number' || typeof value === 'string' ? Number(value) : null)}
    </Typography>
  );
}
