import { IconButton, Tooltip } from '@mui/material';
import ChatIcon from '@mui/icons-material/ChatOutlined';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { AddressDialog } from '../AddressDialog';
import { useCart, type AddResult } from '../cart';
import type { PosProduct, PosVariation } from '../products';
import { messageDraftAddress } from './messageCart';
import { MessageOrderDialog, type MessageToUse } from './MessageOrderDialog';

interface Props {
  location: string | null;
  /** The till's own add to cart, so a message's lines obey the same price and stock rules as a scan. */
  addToCart(product: PosProduct, variant: PosVariation | undefined, qty: number): AddResult;
  /** A dialog of this control is open: the till's scanner and shortcuts wait. */
  onDialog(open: boolean): void;
}

type Step = 'read' | 'address' | null;

/**
 * The till's "Order from a message" button and what follows it: the message
 * dialog, then the cart filled with what was read (customer found by phone,
 * else a guest) and the delivery address dialog prefilled with what the
 * message said of it, for staff to complete (it has no email, often no post
 * code). The order is placed, marked as from a message, through Confirm
 * Order as any other.
 */
export function MessageOrderControl({ location, addToCart, onDialog }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [step, setStep] = useState<Step>(null);
  const [keepFor, setKeepFor] = useState<string | undefined>();
  const draft = useCart((s) => s.draftAddress);
  const label = translate('pos.message.open');

  useEffect(() => onDialog(step !== null), [step, onDialog]);

  const fill = ({ order, plan, customer }: MessageToUse) => {
    const cart = useCart.getState();
    cart.reset();
    if (customer) cart.setCustomer(customer);
    const added = plan.lines.filter((line) => addToCart(line.product, line.variant, line.qty) === 'added').length;
    cart.markFromMessage(messageDraftAddress(order, customer));
    const missed = order.items.length - added;
    if (missed > 0) notify('pos.message.not_all_added', { type: 'warning', messageArgs: { smart_count: missed } });
    setKeepFor(customer?.name);
    setStep('address');
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setStep('read')}>
          <ChatIcon />
        </IconButton>
      </Tooltip>
      {step === 'read' && <MessageOrderDialog location={location} onClose={() => setStep(null)} onUse={fill} />}
      {step === 'address' && (
        <AddressDialog
          initial={draft ?? {}}
          keepFor={keepFor}
          onClose={() => setStep(null)}
          onSave={(address, keep) => {
            useCart.getState().setAddress(address, keep);
            setStep(null);
          }}
        />
      )}
    </>
  );
}
