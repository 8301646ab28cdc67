import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Menu, MenuItem } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { InvoiceForm, InvoiceLanguage } from '../../../common/invoices';
import { useShop } from '../../shop';
import type { ApiDataProvider } from '../../dataProvider';
import { downloadInvoice } from './orderApi';

interface Choice {
  key: string;
  form: InvoiceForm;
  lang?: InvoiceLanguage;
}

const SALE: Choice = { key: 'documents.invoice.sale', form: 'invoice' };
const VAT: Choice[] = [
  { key: 'documents.invoice.vat_en', form: 'mushak-6.3', lang: 'en' },
  { key: 'documents.invoice.vat_bn', form: 'mushak-6.3', lang: 'bn' },
];

/**
 * "Invoice PDF" of the order page: the sale invoice at once, or, once the
 * shop has a VAT registration number (BIN), a menu of the sale invoice and the
 * VAT invoice (Mushak-6.3) in English or Bangla.
 */
export function InvoiceButton({ orderId }: { orderId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<ApiDataProvider>();
  const { printed } = useShop();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const invoice = useMutation({
    mutationFn: (choice: Choice) => downloadInvoice(dp, { id: orderId, form: choice.form, ...(choice.lang ? { lang: choice.lang } : {}) }),
    onSuccess: ({ filename }) => notify('orders.page.invoice_saved', { type: 'success', messageArgs: { filename } }),
    onError: (e: Error) => notify(e.message || 'app.notification.error_loading', { type: 'error' }),
  });
  const choose = (choice: Choice) => {
    setAnchor(null);
    invoice.mutate(choice);
  };

  if (!printed.vatRegistration) {
    return (
      <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => choose(SALE)} disabled={invoice.isPending}>
        {translate('orders.page.invoice')}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={invoice.isPending}
      >
        {translate('orders.page.invoice')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': translate('documents.invoice.menu') } }}
      >
        {[SALE, ...VAT].map((choice) => (
          <MenuItem key={choice.key} onClick={() => choose(choice)}>
            {translate(choice.key)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
