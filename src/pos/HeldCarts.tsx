import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseTaka, poisha } from '../../common/money';
import type { ApiDataProvider } from '../dataProvider';
import { useFormatDate, useFormatMoney } from '../shop';
import { useCart } from './cart';
import type { HeldCart } from '../../common/wire/orders';
import { dropHeldHere, heldHere, holdHere, isHeldHere } from './offline/heldOffline';
import { priceOffline } from './offline/offlinePricing';
import { useOffline } from './offline/offlineStore';
import { tillDb } from './offline/posDb';
import { deleteHeldCart, holdBody, holdCart, listHeldCarts } from './posApi';
import { useTillLocation } from './useTillLocation';

const HELD_KEY = ['pos', 'held'];

/**
 * Park the cart (with its customer and address) on the server, so any till
 * can pick it up. Offline (issue 25) it is kept on this till and handed to
 * the server when the connection returns (offline/heldOffline.ts).
 */
export function HoldDialog({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<ApiDataProvider>();
  const queryClient = useQueryClient();
  const { time } = useFormatDate();
  const customer = useCart((s) => s.customer);
  const { location } = useTillLocation();
  // Named in the chosen language, so a guest's cart is not "Guest" in Bangla.
  const [label, setLabel] = useState(() => `${customer === 'guest' ? translate('pos.customer.guest') : customer.name} · ${time(new Date().toISOString())}`);
  const hold = useMutation({
    mutationFn: async () => {
      const state = useCart.getState();
      const body = holdBody(state, label.trim(), location?._id);
      const { online, catalogue } = useOffline.getState();
      const opening = tillDb();
      if (online || !opening) return holdCart(dp, body);
      return holdHere(await opening, body, catalogue ? priceOffline(state, catalogue).total : null, null);
    },
    // TanStack Query pauses a mutation while the browser is offline; this one works offline.
    networkMode: 'always',
    onSuccess: () => {
      useCart.getState().reset();
      void queryClient.invalidateQueries({ queryKey: HELD_KEY });
      notify('pos.held.held', { type: 'success' });
      onClose();
    },
    onError: (e) => notify(e.message || 'app.notification.error_loading', { type: 'error' }),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="hold-title" fullWidth maxWidth="xs">
      <DialogTitle id="hold-title">{translate('pos.held.hold')}</DialogTitle>
      <DialogContent>
        <TextField
          sx={{ mt: 1 }}
          fullWidth
          autoFocus
          label={translate('pos.held.label')}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && label.trim()) hold.mutate();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!label.trim() || hold.isPending} onClick={() => hold.mutate()}>
          {translate('pos.held.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The held carts of every till, and those held on this one offline; resuming one loads it and removes it from the list. */
export function HeldCartsDialog({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { date, time } = useFormatDate();
  const money = useFormatMoney();
  const dp = useDataProvider<ApiDataProvider>();
  const queryClient = useQueryClient();
  const offline = useOffline((s) => !s.online);
  const { data = [], isPending } = useQuery({
    queryKey: [...HELD_KEY, offline],
    queryFn: async () => {
      const opening = tillDb();
      const here = opening ? await heldHere(await opening) : [];
      return offline ? here : [...(await listHeldCarts(dp)), ...here];
    },
    networkMode: 'always',
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      const opening = tillDb();
      if (isHeldHere(id) && opening) return dropHeldHere(await opening, id);
      return deleteHeldCart(dp, id);
    },
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: HELD_KEY }),
  });

  const resume = async (held: HeldCart) => {
    if (useCart.getState().lines.length > 0) {
      notify('pos.held.replace', { type: 'warning' });
      return;
    }
    await remove.mutateAsync(held._id);
    const cart = useCart.getState();
    cart.reset();
    // The till holds whole lines; one without VAT or stock (the wire allows it) is VAT-free and not on the shelf.
    for (const line of held.lines) cart.add({ ...line, price: poisha(line.price), vat: line.vat ?? 0, stock: line.stock ?? 0 }, line.qty);
    cart.setCustomer(held.customer ?? 'guest');
    cart.setAddress(held.address);
    if (held.cart.coupon) cart.setCoupon(held.cart.coupon);
    // A shipping the cashier typed comes back with the cart; otherwise the address decides it again.
    if (held.cart.shipping !== undefined) cart.setShipping(parseTaka(held.cart.shipping));
    notify('pos.held.resumed', { type: 'success', messageArgs: { label: held.label } });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="held-title" fullWidth maxWidth="sm">
      <DialogTitle id="held-title">{translate('pos.held.title')}</DialogTitle>
      <DialogContent>
        {!isPending && data.length === 0 && <Typography>{translate('pos.held.none')}</Typography>}
        <List>
          {data.map((held) => (
            <ListItem
              key={held._id}
              disablePadding
              secondaryAction={
                <IconButton edge="end" aria-label={translate('pos.held.delete', { label: held.label })} onClick={() => remove.mutate(held._id)}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemButton onClick={() => void resume(held)} aria-label={translate('pos.held.resume', { label: held.label })}>
                <ListItemText
                  primary={held.label}
                  secondary={
                    <Stack component="span" direction="row" spacing={1}>
                      <span>{translate('pos.held.lines', { smart_count: held.lines.length })}</span>
                      {held.total != null && <strong data-testid="held-total">{money(held.total)}</strong>}
                      <span>
                        {date(held.createdAt)} {time(held.createdAt)}
                      </span>
                      {held.userName && <span>{held.userName}</span>}
                    </Stack>
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('pos.shortcuts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
