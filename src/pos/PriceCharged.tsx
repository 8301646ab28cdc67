import { Box, Typography, type TypographyProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Poisha } from '../../common/money';
import { visuallyHidden } from '../engine/visuallyHidden';
import { useFormatPoisha } from '../shop';

interface Props {
  /** The price charged, poisha. */
  charged: Poisha;
  /** The listed price before the product's own discount; struck through when more than `charged`. */
  list: Poisha;
  /** Text before the price ("from" for a product whose variants differ). */
  prefix?: string;
  variant?: TypographyProps['variant'];
}

/** The price that is charged, and the listed one struck through beside it when a discount takes something off (issue 19). */
export function PriceCharged({ charged, list, prefix, variant = 'body2' }: Props) {
  const translate = useTranslate();
  const money = useFormatPoisha();
  return (
    <Typography variant={variant} component="span" sx={{ whiteSpace: 'nowrap' }} data-testid="price-charged">
      {prefix ? `${prefix} ` : ''}
      <Box component="span" sx={{ fontWeight: 600 }}>
        {money(charged)}
      </Box>
      {list > charged && (
        <>
          {' '}
          <Box component="s" sx={{ color: 'text.secondary', fontSize: '0.85em' }} data-testid="price-listed">
            {/* Read by screen readers, not drawn: a struck price is otherwise read as a second price. */}
            <Box component="span" sx={visuallyHidden}>
              {translate('pos.price.was')}{' '}
            </Box>
            {money(list)}
          </Box>
        </>
      )}
    </Typography>
  );
}
