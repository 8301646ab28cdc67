import InputAdornment from '@mui/material/InputAdornment';
import { NumberInput } from 'react-admin';
import { useShop } from '../../shop';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

/** Taka with two decimals (spec §9): the shop's symbol in front, steps of one poisha. */
export function CurrencyInput(props: FieldInputProps) {
  const common = useInputProps(props);
  const { currency } = useShop();
  return (
    <NumberInput
      {...common}
      step={0.01}
      min={props.field.min ?? 0}
      fullWidth
      slotProps={{ input: { startAdornment: <InputAdornment position="start">{currency.symbol}</InputAdornment> } }}
    />
  );
}
