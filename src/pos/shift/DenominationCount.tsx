import { Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { lineTotal, toPoisha } from '../../../common/money';
import { DENOMINATIONS, denominationTotal, type DenominationCounts } from '../../../common/shifts';
import { useFormatPoisha } from '../../shop';

interface Props {
  value: DenominationCounts;
  onChange(counts: DenominationCounts): void;
}

/**
 * A drawer counted by note and coin (৳1000 … ৳1), each row's value and the
 * total worked out in poisha by common/shifts.ts, as the server will.
 */
export function DenominationCount({ value, onChange }: Props) {
  const translate = useTranslate();
  const money = useFormatPoisha();
  return (
    <Box role="group" aria-label={translate('shifts.count.label')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' }, gap: 1 }}>
        {DENOMINATIONS.map((d) => {
          const pieces = value[`${d}`] ?? 0;
          return (
            <TextField
              key={d}
              size="small"
              label={translate('shifts.count.pieces', { value: d })}
              value={pieces === 0 ? '' : String(pieces)}
              placeholder="0"
              onChange={(e) => {
                const digits = e.target.value.replace(/\D/g, '').slice(0, 5);
                const next = { ...value };
                if (digits === '' || Number(digits) === 0) delete next[`${d}`];
                else next[`${d}`] = Number(digits);
                onChange(next);
              }}
              helperText={pieces > 0 ? money(lineTotal(toPoisha(d), pieces)) : ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
            />
          );
        })}
      </Box>
      <Typography sx={{ mt: 1, fontWeight: 'bold', whiteSpace: 'nowrap' }} aria-live="polite">
        {translate('shifts.count.total')}: {money(denominationTotal(value))}
      </Typography>
    </Box>
  );
}
