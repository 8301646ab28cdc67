import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { COURIER_LABELS, type CourierName } from '../../../common/deliveryStatus';
import { districtById } from '../../../common/places';
import type { OrderQuotes, QuoteOption } from '../../../common/wire/courierQuotes';
import { usePlaceLanguage } from '../../address/placeName';
import { useSpecText } from '../../i18n/useSpecText';
import { useFormatMoney } from '../../shop/useFormatMoney';

interface Props {
  quotes: OrderQuotes;
  value: CourierName;
  onChange: (courier: CourierName) => void;
}

/**
 * One order's courier in the booking dialog (issue 37): each configured
 * courier with its price to the address (its own, or the shop's rate card),
 * the charge for collecting the cash and the shop's delivered rate with it
 * to the district, or why it cannot deliver there; the reason the suggested
 * one was suggested is said under the box.
 */
export function CourierChoice({ quotes, value, onChange }: Props) {
  const translate = useTranslate();
  const specText = useSpecText();
  const money = useFormatMoney();
  const language = usePlaceLanguage();

  const describe = (o: QuoteOption): string => {
    const name = specText(COURIER_LABELS[o.courier]);
    if (!o.reachable) {
      const reason = o.code ? translate(`server.${o.code}`, { ...(o.params ?? {}), _: o.note ?? '' }) : (o.note ?? '');
      return `${name} · ${translate('deliveries.book.cannot', { reason })}`;
    }
    const price =
      o.charge !== null
        ? translate('deliveries.book.price', { charge: money(o.charge), cod: money(o.codCharge ?? 0) })
        : o.courier === 'manual'
          ? translate('deliveries.book.own_rider')
          : [translate('deliveries.book.unpriced'), o.note].filter(Boolean).join(': ');
    const rate =
      o.deliveredRate !== null
        ? translate('deliveries.book.rate', { rate: o.deliveredRate, delivered: o.delivered, finished: o.finished })
        : translate('deliveries.book.untried');
    return `${name} · ${price} · ${rate}`;
  };

  const reason = quotes.suggestion?.reason;
  const district = reason?.params.district ? districtById(String(reason.params.district)) : undefined;
  const help = reason
    ? translate(`deliveries.pick.${reason.code}`, { ...reason.params, ...(district ? { district: district[language] } : {}) })
    : translate('deliveries.pick.none');

  return (
    <TextField
      select
      size="small"
      fullWidth
      label={translate('deliveries.book.courier_for', { order: quotes.orderNumber ?? quotes.order })}
      value={value}
      onChange={(e) => onChange(e.target.value as CourierName)}
      helperText={help}
    >
      {quotes.options.map((o) => (
        <MenuItem key={o.courier} value={o.courier} disabled={!o.reachable} sx={{ whiteSpace: 'normal' }}>
          {describe(o)}
        </MenuItem>
      ))}
    </TextField>
  );
}
