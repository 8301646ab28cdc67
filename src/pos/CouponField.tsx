import { Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CartTotal } from '../../common/wire/orders';
import { useFormatMoney } from '../shop';
import { useCart } from './cart';
import { useOffline } from './offline/offlineStore';

/**
 * The coupon code. The server says whether it applies: applied, the button
 * removes it; refused (issue 19), the reason shows, the code leaves the cart
 * (so the totals and the order are without it) and stays in the field to be
 * corrected and applied again, without pressing Remove first.
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
  // Offline (issue 25) no coupon is applied: its uses are counted on the server.
  const offline = useOffline((s) => !s.online);
  if (offline) {
    return (
      <Typography variant="caption" color="text.secondary" role="status">
        {translate(coupon ? 'pos.offline.coupon_dropped' : 'pos.offline.coupon_needs_connection', { code: coupon })}
      </Typography>
    );
  }

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
