import { Stack } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { toTakaString, ZERO, type Poisha } from '../../common/money';
import { useCart } from './cart';
import { MoneyField } from './MoneyField';

/**
 * Shipping for everyone; a manual discount only for roles with
 * `orders:discount`. Shipping left empty is the delivery charge of the
 * address (the server's figure shows as the placeholder); a typed amount,
 * 0 included, sticks until it is cleared.
 */
export function ChargesFields({ serverShipping }: { serverShipping: Poisha | null }) {
  const translate = useTranslate();
  const { canAccess: mayDiscount } = useCanAccess({ resource: 'orders', action: 'discount' });
  const shipping = useCart((s) => s.shipping);
  const manual = useCart((s) => s.manualDiscount);
  const { setShipping, setManualDiscount } = useCart.getState();
  return (
    <Stack direction="row" spacing={1}>
      <MoneyField
        label={translate('pos.shipping.label')}
        value={shipping}
        onCommit={setShipping}
        placeholder={shipping === null && serverShipping !== null ? toTakaString(serverShipping) : undefined}
        clearLabel={translate('pos.shipping.clear')}
      />
      {mayDiscount && <MoneyField label={translate('pos.discount.label')} value={manual || null} onCommit={(p) => setManualDiscount(p ?? ZERO)} />}
    </Stack>
  );
}
