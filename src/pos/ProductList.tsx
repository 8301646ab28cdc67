import { keepPreviousData } from '@tanstack/react-query';
import { Box, Chip, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { ON_SALE_FILTER } from '../../common/sellable';
import { SearchField } from '../engine/list/toolbar/SearchField';
import { searchCatalogue } from './offline/catalogue';
import { useOffline } from './offline/offlineStore';
import { ProductCard } from './ProductCard';
import type { PosProduct } from './products';

export const POS_PAGE_SIZE = 16;
/** How long typing pauses before the list follows it (issue 19: search as you type). */
export const SEARCH_PAUSE_MS = 300;

interface Props {
  searchRef: RefObject<HTMLInputElement | null>;
  onPick(product: PosProduct): void;
  /** Enter in the search: true when the caller took the text as something other than a product search (a receipt's number); the field is then emptied. */
  onSubmitSearch?(text: string): boolean;
  /** The till's location: stock and Out Of Stock are its figures (`?location=`); null, the store's total. */
  location: string | null;
  /** False until the till knows its location: no list is asked for the wrong one. */
  ready?: boolean;
  /** At the start of the pages row, in the flow (the phone's cart button, issue 36: floating, it covered Next page). */
  footerStart?: ReactNode;
}

/**
 * Products with search (name, SKU, barcode), category chips, pager and result
 * count (spec §2.5). Only what can be sold is listed: the server filters on
 * exactly what it accepts in an order (common/sellable.ts), with the stock of
 * the till's location. The list follows the search text as it is typed,
 * after a short pause; Enter searches at once.
 */
export function ProductList({ searchRef, onPick, onSubmitSearch, location, ready = true, footerStart }: Props) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  useEffect(() => {
    const typed = text.trim();
    if (typed === search) return undefined;
    const timer = setTimeout(() => {
      setSearch(typed);
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);
  const filter: Record<string, unknown> = { ...ON_SALE_FILTER };
  if (search) filter.q = search;
  if (category) filter.category = category;
  // Not a filter but the products list's location view: the same rows, each with that location's stock.
  if (location) filter.location = location;
  // Offline (issue 25), the list is the till's snapshot of its location, searched here; categories are not in it.
  const offline = useOffline((s) => !s.online);
  const catalogue = useOffline((s) => s.catalogue);
  const online = useGetList<PosProduct & { id: string }>(
    'products',
    { pagination: { page, perPage: POS_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' }, filter },
    // The cards stay while a search or a page loads (no skeletons): a tap on a card as the results arrive still adds it.
    { enabled: ready && !offline, placeholderData: keepPreviousData },
  );
  const { data: categories } = useGetList<{ id: string; name: string }>(
    'categories',
    {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: !offline },
  );
  const found = offline && catalogue ? searchCatalogue(catalogue, search) : null;
  const data = found ? found.slice((page - 1) * POS_PAGE_SIZE, page * POS_PAGE_SIZE).map((p) => ({ ...p, id: p._id })) : online.data;
  const total = found ? found.length : online.total;
  const isPending = offline ? !catalogue : online.isPending;
  const pages = Math.max(1, Math.ceil((total ?? 0) / POS_PAGE_SIZE));

  return (
    <Stack spacing={1} sx={{ minHeight: 0, height: '100%' }} component="section" aria-label={translate('pos.products.list')}>
      <SearchField
        inputRef={searchRef}
        label={translate('pos.products.search')}
        buttonLabel={translate('pos.products.search_button')}
        value={text}
        onChange={setText}
        onSearch={(q) => {
          if (onSubmitSearch?.(q)) {
            setText('');
            return;
          }
          setSearch(q);
          setPage(1);
        }}
        sx={{ display: 'flex', gap: 1 }}
      />
      {offline ? (
        <Typography variant="body2" color="text.secondary">
          {translate(catalogue ? 'pos.offline.from_snapshot' : 'pos.offline.no_snapshot')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', pb: 0.5 }} role="group" aria-label={translate('pos.products.categories')}>
          <Chip
            label={translate('pos.products.all')}
            color={category === null ? 'primary' : 'default'}
            aria-pressed={category === null}
            onClick={() => {
              setCategory(null);
              setPage(1);
            }}
          />
          {categories?.map((c) => (
            <Chip
              key={c.id}
              label={c.name}
              color={category === c.id ? 'primary' : 'default'}
              aria-pressed={category === c.id}
              onClick={() => {
                setCategory(c.id);
                setPage(1);
              }}
            />
          ))}
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {translate('pos.products.count', { smart_count: total ?? 0 })}
      </Typography>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          overflowY: 'auto',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gridAutoRows: 'min-content',
          gap: 1,
        }}
      >
        {isPending && !offline
          ? Array.from({ length: 8 }, (_, i) => <Skeleton key={i} variant="rounded" height={120} />)
          : data?.map((product) => <ProductCard key={product.id} product={product} onPick={onPick} />)}
        {!isPending && data?.length === 0 && <Typography>{translate('pos.products.none')}</Typography>}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
        {footerStart && <Box sx={{ mr: 'auto' }}>{footerStart}</Box>}
        <IconButton aria-label={translate('pos.products.previous')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="body2">{translate('pos.products.page', { page, pages })}</Typography>
        <IconButton aria-label={translate('pos.products.next')} disabled={page >= pages} onClick={() => setPage(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
