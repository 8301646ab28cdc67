import { Chip, IconButton, ListItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveIcon from '@mui/icons-material/Remove';
import { memo, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFormatPoisha } from '../shop';
import { lineKey, useCart, type CartLine, type RefusedLineNote, type ServerLinePrice } from './cart';
import { OtherLocations } from './OtherLocations';
import { PriceCharged } from './PriceCharged';
import { useServerMessage } from './useServerMessage';
import { itemName } from '../resources/shared/screenParts';

interface Props {
  line: CartLine;
  price: ServerLinePrice;
  short: boolean;
  /** Why the server will not sell this line; it is then left out of the totals. */
  refused?: RefusedLineNote;
  /** The till's location, left out of the other locations a short line names. */
  location?: string | null;
}

/**
 * A row draws again only when what it shows changed. The figures are compared by value: every change of the cart
 * (and every answer of the server) makes new price objects for all lines, which made each scan redraw every line.
 */
function sameRow(a: Props, b: Props): boolean {
  return (
    a.line === b.line &&
    a.short === b.short &&
    a.location === b.location &&
    a.price.listPrice === b.price.listPrice &&
    a.price.unitPrice === b.price.unitPrice &&
    a.price.totalPrice === b.price.totalPrice &&
    a.refused?.message === b.refused?.message &&
    a.refused?.code === b.refused?.code
  );
}

/**
 * One cart line as a small card (issue 19): the whole name (two lines at
 * most) with the line's amount beside it, the variant (size and colour), the
 * unit price charged with the listed one struck through, and the quantity
 * controls, which wrap under it on a narrow cart.
 */
export const CartRow = memo(function CartRow({ line, price, short, refused, location = null }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const money = useFormatPoisha();
  const serverMessage = useServerMessage();
  const key = lineKey(line);
  const { add, decrement, setQty, removeLine } = useCart.getState();
  const label = itemName(line.name, line.variantName);
  const [text, setText] = useState(String(line.qty));
  useEffect(() => setText(String(line.qty)), [line.qty]);

  const outOfStock = () => notify('pos.cart.out_of_stock', { type: 'warning', messageArgs: { name: label } });
  const commit = () => {
    const qty = Number(text);
    // §5: a quantity of zero or less is ignored; more than the stock is Out Of Stock.
    const result = Number.isInteger(qty) ? setQty(key, qty) : 'ignored';
    if (result === 'out-of-stock') outOfStock();
    if (result !== 'added') setText(String(line.qty));
  };

  return (
    <ListItem
      disableGutters
      aria-label={label}
      data-line-key={key}
      sx={{ display: 'block', py: 0.75, borderBottom: 1, borderColor: 'divider', bgcolor: refused ? 'error.50' : undefined }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography
          variant="body2"
          title={label}
          sx={{
            flex: 1,
            minWidth: 0,
            fontWeight: 600,
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {line.name}
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontWeight: 700, whiteSpace: 'nowrap', textDecoration: refused ? 'line-through' : undefined }}
          data-testid="line-total"
        >
          {money(price.totalPrice)}
        </Typography>
      </Stack>
      <Stack direction="row" useFlexGap spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.25 }}>
        {line.variantName && <Chip size="small" variant="outlined" label={line.variantName} data-testid="line-variant" />}
        <PriceCharged charged={price.unitPrice} list={price.listPrice} variant="caption" />
        <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', ml: 'auto' }}>
          <IconButton size="small" aria-label={translate('pos.cart.minus', { name: label })} onClick={() => decrement(key)}>
            <RemoveIcon fontSize="small" />
          </IconButton>
          <TextField
            size="small"
            // react-admin's theme makes every field full width (100 % on a phone, in a media query that outranks
            // a plain width); this one is a small box between − and +.
            fullWidth={false}
            margin="none"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
            }}
            sx={{ flex: 'none', '&&': { width: 48 } }}
            slotProps={{
              htmlInput: { inputMode: 'numeric', 'aria-label': translate('pos.cart.qty', { name: label }), style: { textAlign: 'center', padding: '4px 2px' } },
            }}
          />
          <IconButton
            size="small"
            aria-label={translate('pos.cart.plus', { name: label })}
            onClick={() => {
              if (add(line, 1) === 'out-of-stock') outOfStock();
            }}
          >
            <AddIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={translate('pos.cart.remove', { name: label })} onClick={() => removeLine(key)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      </Stack>
      {refused && (
        <Typography variant="caption" color="error" component="p" role="alert">
          {translate('pos.cart.refused', { reason: serverMessage(refused) })}
        </Typography>
      )}
      {short && !refused && (
        <>
          <Typography variant="caption" color="error" component="p">
            {translate('pos.cart.short', { stock: line.stock })}
          </Typography>
          <OtherLocations itemId={line.variant ?? line._id} here={location} />
        </>
      )}
    </ListItem>
  );
}, sameRow);
