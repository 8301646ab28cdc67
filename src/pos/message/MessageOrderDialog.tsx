import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { readOrderMessage, type MessageOrder } from '../../../common/messageOrder/read';
import type { ApiDataProvider } from '../../dataProvider';
import { useCart, type CartCustomer } from '../cart';
import { useOffline } from '../offline/offlineStore';
import { customerByPhone } from './customerByPhone';
import { messageCartPlan, type MessageCartPlan } from './messageCart';
import { MessageReadView, type FoundCustomer } from './MessageReadView';
import { useMessageCatalogue } from './useMessageCatalogue';

/** A message read, ready to fill the till. */
export interface MessageToUse {
  order: MessageOrder;
  plan: MessageCartPlan;
  customer: CartCustomer | null;
}

interface Props {
  location: string | null;
  onClose(): void;
  onUse(read: MessageToUse): void;
}

/** Messages are short; this keeps a pasted chat history from freezing the till while it is read. */
const MAX_LENGTH = 4000;

/**
 * "Order from a message" (issue 38): staff paste a customer's message, Read
 * shows what was read and marks what was not, and Use this hands it to the
 * till. Nothing is placed here: the order goes through the cart and Order
 * Details as any other. A cart that already holds something is replaced only
 * when staff say so.
 */
export function MessageOrderDialog({ location, onClose, onUse }: Props) {
  const translate = useTranslate();
  const dp = useDataProvider<ApiDataProvider>();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { catalogue, loading } = useMessageCatalogue(location);
  const offline = useOffline((s) => !s.online);
  const [text, setText] = useState('');
  const [order, setOrder] = useState<MessageOrder | null>(null);
  const [customer, setCustomer] = useState<FoundCustomer>(null);
  const [replacing, setReplacing] = useState(false);

  const read = () => {
    if (!catalogue || !text.trim()) return;
    const found = readOrderMessage(text, catalogue.forReader);
    setOrder(found);
    if (found.phone.status !== 'read') {
      setCustomer(null);
      return;
    }
    setCustomer(undefined);
    const phone = found.phone.value;
    customerByPhone(dp, phone, offline ? { kept: catalogue.customers } : null).then(
      // A later Read may have replaced this one meanwhile.
      (c) => setCustomer((now) => (now === undefined ? c : now)),
      () => setCustomer(null),
    );
  };

  const use = () => {
    if (!order || !catalogue) return;
    onUse({ order, plan: messageCartPlan(order, catalogue.products), customer: customer ?? null });
  };
  const cartInUse = () => {
    const s = useCart.getState();
    return s.lines.length > 0 || s.customer !== 'guest' || s.address !== null;
  };

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby="message-order-title" fullWidth maxWidth="sm" fullScreen={narrow}>
        <DialogTitle id="message-order-title">{translate('pos.message.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={translate('pos.message.text')}
              helperText={translate('pos.message.text_help')}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setOrder(null);
              }}
              multiline
              minRows={4}
              maxRows={12}
              autoFocus
              slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
            />
            {!catalogue && (
              <Alert severity={loading ? 'info' : 'warning'} role="status">
                {translate(loading ? 'pos.message.catalogue_loading' : 'pos.message.no_catalogue')}
              </Alert>
            )}
            {order && <MessageReadView order={order} customer={customer} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button onClick={read} disabled={!catalogue || !text.trim()} variant={order ? 'outlined' : 'contained'}>
            {translate('pos.message.read')}
          </Button>
          <Button variant="contained" disabled={!order || customer === undefined} onClick={() => (cartInUse() ? setReplacing(true) : use())}>
            {translate('pos.message.use')}
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={replacing}
        title="pos.message.replace_title"
        content="pos.message.replace"
        confirm="pos.message.replace_confirm"
        onConfirm={() => {
          setReplacing(false);
          use();
        }}
        onClose={() => setReplacing(false)}
      />
    </>
  );
}
