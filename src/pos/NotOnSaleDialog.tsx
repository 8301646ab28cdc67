import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ApiDataProvider } from '../dataProvider';
import { itemName } from '../resources/shared/screenParts';
import type { PosProduct, PosVariation } from './products';

interface Props {
  product: PosProduct;
  variant?: PosVariation;
  onClose(): void;
  /** The product is on sale now: add what was scanned to the cart. */
  onPublished(product: PosProduct, variant?: PosVariation): void;
}

/** Why the product is not on sale: a draft, archived, or switched off. */
const reasonOf = (product: PosProduct) => (product.status === 'draft' ? 'draft' : product.status === 'archived' ? 'archived' : 'inactive');

/**
 * A scanned barcode whose product is on the shelf but not on sale (issue 36):
 * says why, and to one who may edit products (products:edit, which the
 * server checks on the update) offers to publish it and add it to the cart.
 */
export function NotOnSaleDialog({ product, variant, onClose, onPublished }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<ApiDataProvider>();
  const { canAccess: mayPublish } = useCanAccess({ resource: 'products', action: 'edit' });
  const [pending, setPending] = useState(false);
  const name = itemName(product.name, variant?.name);

  const publish = async () => {
    setPending(true);
    try {
      const data = { status: 'published', isActive: true };
      const previousData = { id: product._id, status: product.status, isActive: product.isActive };
      await dp.update('products', { id: product._id, data, previousData });
      notify('pos.not_on_sale.published', { type: 'success', messageArgs: { name: product.name } });
      onPublished({ ...product, ...data }, variant);
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : 'app.notification.error_loading', { type: 'error' });
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="not-on-sale-title" aria-describedby="not-on-sale-text">
      <DialogTitle id="not-on-sale-title">{translate('pos.not_on_sale.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="not-on-sale-text">
          {translate(`pos.not_on_sale.${reasonOf(product)}`)} {!mayPublish && translate('pos.not_on_sale.ask')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate('pos.not_on_sale.close')}
        </Button>
        {mayPublish && (
          <Button variant="contained" onClick={() => void publish()} disabled={pending}>
            {translate('pos.not_on_sale.publish')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
