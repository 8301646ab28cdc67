import { Badge, Box, Drawer, Fab, IconButton, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import InventoryIcon from '@mui/icons-material/Inventory';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CloseIcon from '@mui/icons-material/Close';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ApiDataProvider } from '../dataProvider';
import { CartPanel } from './CartPanel';
import { lineKey, useCart, type AddResult } from './cart';
import { beep, flashLine } from './feedback';
import { HeldCartsDialog, HoldDialog } from './HeldCarts';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { findNotOnSale, searchProducts } from './posApi';
import { NotOnSaleDialog } from './NotOnSaleDialog';
import { isVariable, matchBarcode, toCartItem, type PosProduct, type PosVariation } from './products';
import { ProductList } from './ProductList';
import { shortcutOf, SHORTCUTS } from './shortcuts';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useBarcodeScanner } from '../engine/useBarcodeScanner';
import { useServerTotals } from './useServerTotals';
import { TillLocationControl } from './TillLocationControl';
import { useTillLocation } from './useTillLocation';
import { VariantPicker } from './VariantPicker';
import { searchCatalogue } from './offline/catalogue';
import { OfflineStatus } from './offline/OfflineStatus';
import { isNetworkError, useOffline } from './offline/offlineStore';
import { ReceiptDialog } from './offline/ReceiptDialog';
import { useOfflineTill } from './offline/useOfflineTill';
import { ShiftControl } from './shift/ShiftControl';
import { useTillShift } from './shift/useTillShift';
import { useReceiptExchange } from './exchange/useReceiptExchange';
import { MessageOrderControl } from './message/MessageOrderControl';

type Open = 'details' | 'hold' | 'held' | 'help' | null;

/**
 * The point of sale at `/pos` (spec §2.5, §9): products on the left (6fr),
 * the cart on the right (2fr), 75vh high; on a narrow screen the cart is a
 * drawer, opened by a button at the start of the products' pages row. A
 * barcode scanner works anywhere on the screen.
 */
export default function PosPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<ApiDataProvider>();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const searchRef = useRef<HTMLInputElement | null>(null);
  const [picking, setPicking] = useState<PosProduct | null>(null);
  const [notOnSale, setNotOnSale] = useState<{ product: PosProduct; variant?: PosVariation } | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [drawer, setDrawer] = useState(false);
  const count = useCart((s) => s.lines.reduce((n, l) => n + l.qty, 0));
  const empty = useCart((s) => s.lines.length === 0);
  const { answer, error, refresh } = useServerTotals();
  const till = useTillLocation();
  const tillLocation = till.location?._id ?? null;
  // Issue 25: the snapshot, the receipt numbers and the queue of offline sales, kept up while the POS is open.
  useOfflineTill(tillLocation, till.ready);
  // Issue 36: the till's shift; a sale confirmed while the shop sells only in an open shift asks for one first.
  const tillShift = useTillShift();
  const [askShift, setAskShift] = useState(false);
  const [shiftDialog, setShiftDialog] = useState(false);
  // Issue 36: a receipt's number, scanned or typed, opens an exchange of that sale.
  const { lookUp: lookUpReceipt, open: exchanging, dialogs: exchangeDialogs } = useReceiptExchange();
  // Issue 38: an order read from a customer's message is being checked.
  const [messageDialog, setMessageDialog] = useState(false);
  const idle = open === null && picking === null && notOnSale === null && !shiftDialog && !exchanging && !messageDialog;

  const addToCart = useCallback(
    (product: PosProduct, variant?: PosVariation, qty = 1): AddResult => {
      const item = toCartItem(product, variant);
      const result = useCart.getState().add(item, qty);
      const name = variant ? `${product.name} (${variant.name})` : product.name;
      if (result === 'out-of-stock') notify('pos.cart.out_of_stock', { type: 'warning', messageArgs: { name } });
      if (result === 'added') flashLine(lineKey(item));
      return result;
    },
    [notify],
  );

  const pick = useCallback(
    (product: PosProduct) => {
      if (isVariable(product)) setPicking(product);
      else addToCart(product);
    },
    [addToCart],
  );

  const onScan = useCallback(
    async (code: string) => {
      if (lookUpReceipt(code)) return;
      // Offline, the scan is matched in the till's snapshot; a scan that finds no network falls back to it too.
      const fromSnapshot = () => {
        const catalogue = useOffline.getState().catalogue;
        return catalogue ? searchCatalogue(catalogue, code) : [];
      };
      try {
        let products;
        if (!useOffline.getState().online) products = fromSnapshot();
        else {
          try {
            products = await searchProducts(dp, code, 2, tillLocation);
          } catch (e) {
            if (!isNetworkError(e)) throw e;
            useOffline.getState().set({ networkDown: true });
            products = fromSnapshot();
          }
        }
        const found = matchBarcode(products, code);
        if (!found) {
          beep(false);
          // On the shelf but not on sale (a draft, archived, switched off): say so rather than "no such barcode" (issue 36).
          const unsold = useOffline.getState().online ? await findNotOnSale(dp, code, tillLocation).catch(() => null) : null;
          if (unsold) setNotOnSale(unsold);
          else notify('pos.scan.unknown', { type: 'error', messageArgs: { code } });
          return;
        }
        const result = addToCart(found.product, found.variant);
        beep(result === 'added');
      } catch (e) {
        notify(e instanceof Error ? e.message : String(e), { type: 'error' });
      }
    },
    [dp, notify, addToCart, tillLocation, lookUpReceipt],
  );
  // A scan while a dialog is open would add behind the cashier's back.
  useBarcodeScanner((code) => void onScan(code), idle);

  const confirm = useCallback(async () => {
    if (useCart.getState().lines.length === 0) return;
    if (tillShift.required && !tillShift.shift) {
      setAskShift(true);
      return;
    }
    const priced = await refresh();
    // A line the server will not sell stays marked in the cart; there is nothing to pay for until it goes.
    if (!priced || (priced.refused?.length ?? 0) > 0) return;
    setDrawer(false);
    setOpen('details');
  }, [refresh, tillShift.required, tillShift.shift]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      if (!action || shiftDialog || exchanging || messageDialog || (open !== null && action !== 'help')) return;
      event.preventDefault();
      if (action === 'search') searchRef.current?.focus();
      if (action === 'pay') void confirm();
      if (action === 'hold' && !useCart.getState().lines.length) return;
      if (action === 'hold') setOpen('hold');
      if (action === 'new_sale') useCart.getState().reset();
      if (action === 'held') setOpen('held');
      if (action === 'help') setOpen(open === 'help' ? null : 'help');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [confirm, open, shiftDialog, exchanging, messageDialog]);

  const cart = <CartPanel answer={answer} error={error} onConfirm={() => void confirm()} onHold={() => setOpen('hold')} />;
  const heldLabel = translate('pos.held.open');
  // On a phone the cart opens from a button in the pages row, in the flow: floating, it covered Next page (issue 36).
  const cartButton = (
    <Fab color="primary" size="medium" aria-label={translate('pos.cart.open', { smart_count: count })} onClick={() => setDrawer(true)}>
      <Badge badgeContent={count} color="secondary">
        <ShoppingCartIcon />
      </Badge>
    </Fab>
  );

  return (
    <Box sx={{ pt: 1 }}>
      <Title title={translate('pos.title')} />
      <Stack direction="row" useFlexGap spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('pos.title')}
        </Typography>
        {/* On a phone the location takes a line of its own under the title and the buttons. */}
        <Box sx={{ order: narrow ? 1 : 0, flexBasis: narrow ? '100%' : 'auto', minWidth: 0 }}>
          <TillLocationControl till={till} />
        </Box>
        <ShiftControl location={tillLocation} ask={askShift} onAsked={() => setAskShift(false)} onDialog={setShiftDialog} />
        <MessageOrderControl location={tillLocation} addToCart={addToCart} onDialog={setMessageDialog} />
        <Tooltip title={translate('pos.new_sale')}>
          <IconButton aria-label={translate('pos.new_sale')} onClick={() => useCart.getState().reset()} disabled={empty}>
            <AddShoppingCartIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={heldLabel}>
          <span>
            <IconButton aria-label={heldLabel} onClick={() => setOpen('held')}>
              <InventoryIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={SHORTCUTS.map((s) => `${s.key}: ${translate(`pos.shortcuts.${s.action}`)}`).join(' · ')}>
          <IconButton aria-label={translate('pos.shortcuts.open')} onClick={() => setOpen('help')}>
            <HelpOutlineIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box sx={{ mb: 1 }}>
        <OfflineStatus />
      </Box>

      <Box
        sx={{
          display: 'grid',
          // Spec §9: the sale area is at most 75vh high, products to cart 6fr:2fr
          // (minmax(0, …): a long row of category chips scrolls instead of widening the grid).
          gridTemplateColumns: narrow ? 'minmax(0, 1fr)' : 'minmax(0, 6fr) minmax(340px, 2fr)',
          gap: 2,
          height: '75vh',
          maxHeight: '75vh',
          minHeight: 0,
        }}
      >
        <ProductList
          searchRef={searchRef}
          onPick={pick}
          onSubmitSearch={lookUpReceipt}
          location={tillLocation}
          ready={till.ready}
          footerStart={narrow ? cartButton : undefined}
        />
        {/* The cart fills the column's height and scrolls its lines itself, so Confirm Order stays in view. */}
        {!narrow && <Box sx={{ minHeight: 0, overflow: 'hidden', pr: 0.5 }}>{cart}</Box>}
      </Box>
      {narrow && (
        <>
          <Drawer
            anchor="right"
            open={drawer}
            onClose={() => setDrawer(false)}
            slotProps={{ paper: { sx: { width: 'min(420px, 100vw)', height: '100%', p: 2, pt: 1, display: 'flex', flexDirection: 'column' } } }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <IconButton aria-label={translate('pos.cart.close')} onClick={() => setDrawer(false)}>
                <CloseIcon />
              </IconButton>
            </Box>
            <Box sx={{ flex: 1, minHeight: 0 }}>{cart}</Box>
          </Drawer>
        </>
      )}
      {picking && (
        <VariantPicker
          product={picking}
          onClose={() => setPicking(null)}
          onAdd={(variant) => {
            if (addToCart(picking, variant) === 'added') setPicking(null);
          }}
        />
      )}
      {notOnSale && (
        <NotOnSaleDialog
          {...notOnSale}
          onClose={() => setNotOnSale(null)}
          onPublished={(product, variant) => {
            setNotOnSale(null);
            if (variant || !isVariable(product)) addToCart(product, variant);
            else setPicking(product);
          }}
        />
      )}
      {open === 'details' && <OrderDetailsDialog answer={answer} onClose={() => setOpen(null)} />}
      {open === 'hold' && <HoldDialog onClose={() => setOpen(null)} />}
      {open === 'held' && <HeldCartsDialog onClose={() => setOpen(null)} />}
      {open === 'help' && <ShortcutsDialog onClose={() => setOpen(null)} />}
      <ReceiptDialog />
      {exchangeDialogs}
    </Box>
  );
}
