import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reasonCount, type RiskBand, type RiskReason } from '../../../common/fraudRisk';

/** The band's colour: the same as the orders list's risk column (server/domains/orders/resources/orders.ts colorScheme). */
const COLOR = { none: 'default', low: 'success', medium: 'warning', high: 'error' } as const;

/** A risk's reason in the chosen language, with its counts ("3 of 5 parcels returned"). */
export function useRiskReason(): (reason: RiskReason) => string {
  const translate = useTranslate();
  // Polyglot picks each sentence's plural form by the count it is about ("1 open order", "2 open orders").
  return (reason) => translate(`fraud.reason.${reason.code}`, { ...reason, smart_count: reasonCount(reason) });
}

/** The band as a coloured chip, with its reason beside it unless `compact`. */
export function RiskChip({ band, reason, compact = false }: { band: RiskBand; reason?: RiskReason; compact?: boolean }) {
  const translate = useTranslate();
  const reasonText = useRiskReason();
  const label = translate(`fraud.band.${band}`);
  const words = reason ? reasonText(reason) : undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }} data-testid="risk-band" data-band={band}>
      <Chip size="small" color={COLOR[band]} label={label} aria-label={translate('fraud.band_label', { band: label })} title={compact ? words : undefined} />
      {!compact && words && (
        <Typography variant="body2" color="text.secondary" data-testid="risk-reason">
          {words}
        </Typography>
      )}
    </Stack>
  );
}
