import { Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CartTotal } from '../../common/wire/orders';
import { useFormatMoney } from '../shop';
import { useCart } from './cart';

/**
 * The coupon code. The server says whether it applies: applied, the button
 * removes it; refused (issue 19), the reason shows, the code leaves the cart
 * (so the totals and the order are without it) and stays in the field to be
 * corrected and applied again, without pressing Remove first. Offline
 * (issue 25) the till's snapshot answers instead: a coupon with no use limit
 * applies, one with a limit says it needs the connection.
 */
export function CouponField({ answer }: { answer: CartTotal | null }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const coupon = useCart((s) => s.coupon);
  const refused = useCart((s) => s.refusedCoupon);
  const { setCoupon, refuseCoupon } = useCart.getState();
  const [text, setText] = useState(coupon || refused?.code || '');
  useEffect(() => setText(coupon || refused?.code || ''), [coupon, refused]);
  const result = answer?.coupon && answer.coupon.code === coupon ? answer.coupon : null;

  useEffect(() => {
    if (result && 'error' in result) refuseCoupon(result.code, result.error);
  }, [result, refuseCoupon]);

  const applied = coupon !== '' && text.trim().toUpperCase() === coupon;
  return (
    <Stack spacing={0.25}>
      <Stack
        direction="row"
        spacing={1}
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!applied && text.trim()) setCoupon(text);
        }}
      >
        <TextField
          size="small"
          fullWidth
          label={translate('pos.coupon.label')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={refused !== null}
          slotProps={{ htmlInput: { 'aria-describedby': refused ? 'coupon-refusal' : undefined } }}
        />
        {applied ? (
          <Button onClick={() => setCoupon('')} aria-label={translate('pos.coupon.remove')} sx={{ flex: 'none', whiteSpace: 'nowrap' }}>
            {translate('pos.coupon.remove_short')}
          </Button>
        ) : (
          <Button type="submit" disabled={!text.trim()} aria-label={translate('pos.coupon.apply')} sx={{ flex: 'none', whiteSpace: 'nowrap' }}>
            {translate('pos.coupon.apply_short')}
          </Button>
        )}
      </Stack>
      {refused && (
        <Typography variant="caption" color="error" role="status" id="coupon-refusal">
          {refused.error}
        </Typography>
      )}
      {result && 'discount' in result && (
        <Typography variant="caption" color="success.main" role="status">
          {translate('pos.coupon.applied', { code: result.code, amount: money(result.discount) })}
        </Typography>
      )}
    </Stack>
  );
}
