import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ViewProps } from '../../engine/show/views/types';

/** The payment methods the till offers, each as its brand writes it, in the chosen language. */
export function PaymentMethodsView({ value }: ViewProps) {
  const translate = useTranslate();
  const methods = Array.isArray(value) ? value.map(String) : [];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {methods.map((m) => (
        <Chip key={m} size="small" label={translate(`pos.methods.${m}`, { _: m })} />
      ))}
    </Stack>
  );
}
