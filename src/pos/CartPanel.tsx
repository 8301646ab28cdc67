import { Alert, Box, Button, Chip, Divider, IconButton, List, Stack, Tooltip, Typography } from '@mui/material';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlineOutlined';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import { useTranslate } from 'react-admin';
import { useShallow } from 'zustand/react/shallow';
import { ZERO } from '../../common/money';
import type { CartTotal } from '../../common/wire/orders';
import { CartRow } from './CartRow';
import { lineKey, linePrice, shownTotals, useCart } from './cart';
import { ChargesFields } from './ChargesFields';
import { CouponField } from './CouponField';
import { CustomerAndAddress } from './CustomerAndAddress';
import { TotalsTable } from './TotalsTable';
import { usePaymentMethods } from './usePaymentMethods';
import { useTillLocation } from './useTillLocation';

interface Props {
  answer: CartTotal | null;
  error: string | null;
  onConfirm(): void;
  onHold(): void;
}

/**
 * The cart (spec §2.5): customer and address at the top, the lines in the
 * middle, and the coupon, charges, totals and Confirm Order at the bottom.
 * It fills the height it is given: the lines show up to 300 px (spec §9)
 * and scroll beyond it; when the column is short, everything above Net
 * Payable scrolls as one, so the lines keep their height and Net Payable and
 * Confirm Order are always on screen (issues 19 and 36).
 *
 * The totals are the server's for the cart as it is; the figures of an
 * older cart are faded until the new answer arrives. The sale's payment
 * defaults to the shop's first method: when that is cash, the totals are
 * the cash ones (with the rounding).
 */
export function CartPanel({ answer, error, onConfirm, onHold }: Props) {
  const translate = useTranslate();
  const lines = useCart((s) => s.lines);
  const server = useCart((s) => s.server);
  const revision = useCart((s) => s.revision);
  const clear = useCart((s) => s.clear);
  const fromMessage = useCart((s) => s.fromMessage);
  const { totals, current } = useCart(useShallow(shownTotals));
  const cashFirst = usePaymentMethods()[0] === 'cash';
  const refused = current && totals ? totals.refused : [];
  const short = current && totals ? totals.short : [];
  const count = lines.reduce((n, l) => n + l.qty, 0);
  const { location } = useTillLocation();
  const holdLabel = translate('pos.held.hold');
  const figures = totals ? { ...totals, rounding: cashFirst ? totals.rounding : ZERO, total: cashFirst ? totals.cashTotal : totals.total } : null;

  return (
    <Stack spacing={1} sx={{ height: '100%', minHeight: 0 }} component="section" aria-label={translate('pos.cart.title')}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('pos.cart.title')} · {translate('pos.cart.items', { smart_count: count })}
        </Typography>
        {/* Issue 38: the order is placed as from a customer's message. */}
        {fromMessage && <Chip size="small" color="info" variant="outlined" label={translate('pos.message.mark')} />}
        <Tooltip title={holdLabel}>
          <span>
            <IconButton aria-label={holdLabel} disabled={lines.length === 0} onClick={onHold}>
              <PauseCircleOutlineIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={translate('pos.cart.clear')}>
          <span>
            <IconButton aria-label={translate('pos.cart.clear')} color="error" disabled={lines.length === 0} onClick={clear}>
              <RemoveShoppingCartIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {/* Customer, lines, coupon, charges and the figures scroll as one when the column is short (issue 36: at 1366×768 with
          a customer and an address the lines were squeezed to 40 px); the lines keep their height, up to 300 px, and scroll
          themselves beyond it. Net Payable and Confirm Order stay below, always in view. */}
      <Stack spacing={1} sx={{ flex: '1 1 auto', minHeight: 0, overflowY: 'auto' }} data-testid="cart-body">
        <CustomerAndAddress />
        <Divider />
        <Box sx={{ flex: 'none', maxHeight: 300, overflowY: 'auto' }} data-testid="cart-lines">
          {lines.length === 0 ? (
            <Typography color="text.secondary">{translate('pos.cart.empty')}</Typography>
          ) : (
            <List dense disablePadding aria-label={translate('pos.cart.title')}>
              {lines.map((line) => (
                <CartRow
                  key={lineKey(line)}
                  line={line}
                  price={linePrice(line, server, revision)}
                  short={short.includes(lineKey(line))}
                  refused={refused.find((r) => r.key === lineKey(line))}
                  location={location?._id ?? null}
                />
              ))}
            </List>
          )}
        </Box>
        <Divider />
        <CouponField answer={answer} />
        <ChargesFields serverShipping={totals && lines.length > 0 ? totals.shipping : null} />
        {figures && <TotalsTable figures={figures} busy={!current} part="breakdown" />}
        {error && <Alert severity="warning">{translate('pos.totals.error', { message: error })}</Alert>}
        {refused.length > 0 && (
          <Typography variant="caption" color="error" role="alert">
            {translate('pos.cart.refused_total', { smart_count: refused.length })}
          </Typography>
        )}
      </Stack>
      <Stack spacing={1} sx={{ flex: 'none' }}>
        {figures ? (
          <TotalsTable figures={figures} busy={!current} part="net" />
        ) : (
          <Typography variant="body2" color="text.secondary" role="status">
            {translate('pos.totals.pending')}
          </Typography>
        )}
        <Button variant="contained" size="large" disabled={lines.length === 0 || refused.length > 0} onClick={onConfirm}>
          {translate('pos.confirm')}
        </Button>
      </Stack>
    </Stack>
  );
}
