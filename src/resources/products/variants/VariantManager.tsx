import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ApplyToAll } from './ApplyToAll';
import type { BulkKey, EditableKey, ProductVariation } from './types';
import { applyToAll, totalStock, updateAt } from './variantEdits';
import { VariantImagesDialog } from './VariantImagesDialog';
import { VariantRow, type VariantLabels } from './VariantRow';

export interface VariantManagerProps {
  variations: ProductVariation[];
  onChange: (next: ProductVariation[]) => void;
  disabled?: boolean;
}

const COLUMNS: EditableKey[] = ['name', 'cost', 'price', 'stock', 'sku', 'barcode'];
const COLUMN_KEYS: Record<EditableKey, string> = {
  name: 'catalogue.variants.name',
  cost: 'catalogue.variants.cost',
  price: 'catalogue.variants.price',
  stock: 'catalogue.variants.stock',
  sku: 'catalogue.variants.sku',
  barcode: 'catalogue.variants.barcode',
};
const BULK: BulkKey[] = ['price', 'cost', 'stock'];

/** Styles written once for the whole table, not per cell (see VariantCell). */
const tableSx = {
  borderCollapse: 'collapse',
  width: '100%',
  '& th, & td': { px: 0.5, py: 0.25, textAlign: 'left', borderBottom: 1, borderColor: 'divider', whiteSpace: 'nowrap' },
  '& th': { typography: 'subtitle2', position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 1 },
  // Rows off screen skip layout and paint: 200 variants open as fast as 20.
  '& tbody tr': { contentVisibility: 'auto', containIntrinsicSize: 'auto 40px' },
  '& .vm-input': {
    font: 'inherit',
    color: 'text.primary',
    bgcolor: 'transparent',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    px: 0.75,
    py: 0.5,
    width: '100%',
    minWidth: 72,
  },
  '& .vm-input:focus': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
  '& .vm-invalid': { borderColor: 'error.main', outlineColor: 'error.main' },
  '& .vm-images': {
    font: 'inherit',
    display: 'flex',
    gap: 0.5,
    alignItems: 'center',
    cursor: 'pointer',
    bgcolor: 'transparent',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    color: 'text.primary',
    px: 0.75,
    py: 0.25,
  },
  '& .vm-images img': { objectFit: 'cover', borderRadius: 0.5 },
} as const;

/**
 * The variant manager table of spec §2.6: each variant's name, cost, sell
 * price and stock (and SKU, barcode, images) edited in place, 'apply to all'
 * for price, cost and stock, and the product's stock as their sum. It takes
 * the list and gives back a new one; which variants exist is decided by the
 * chosen sizes and colours (common/variants.ts), not here.
 */
export function VariantManager({ variations, onChange, disabled }: VariantManagerProps) {
  const translate = useTranslate();
  // Callbacks read the newest list through a ref so they stay the same function and memoised rows do not redraw.
  const latest = useRef(variations);
  useEffect(() => {
    latest.current = variations;
  }, [variations]);
  const commit = useCallback(
    (next: ProductVariation[]) => {
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );
  const onCommit = useCallback(
    (index: number, key: EditableKey, value: string | number) =>
      // A cleared SKU or barcode is sent as null: the server makes a new one (an empty string would be refused).
      commit(updateAt(latest.current, index, { [key]: (key === 'sku' || key === 'barcode') && String(value).trim() === '' ? null : value })),
    [commit],
  );
  const onApply = useCallback((key: BulkKey, value: number) => commit(applyToAll(latest.current, key, value)), [commit]);
  const [imagesOf, setImagesOf] = useState<number | null>(null);
  const onEditImages = useCallback((index: number) => setImagesOf(index), []);

  const labels = useMemo<VariantLabels>(
    () => ({
      columns: Object.fromEntries(COLUMNS.map((k) => [k, translate(COLUMN_KEYS[k])])) as Record<EditableKey, string>,
      cellLabel: (column, variant) => translate('catalogue.variants.cell', { column, variant }),
      imagesLabel: (variant, count) => translate('catalogue.variants.images_of', { variant, count }),
    }),
    [translate],
  );

  if (variations.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ my: 1 }}>
        {translate('catalogue.variants.empty')}
      </Typography>
    );
  }
  const editing = imagesOf !== null ? variations[imagesOf] : undefined;
  return (
    <Box sx={{ my: 1 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1, alignItems: 'center' }}>
        {BULK.map((key) => (
          <ApplyToAll key={key} cellKey={key} column={labels.columns[key]} disabled={disabled} onApply={onApply} />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {translate('catalogue.variants.summary', { smart_count: variations.length, stock: totalStock(variations) })}
      </Typography>
      <Box sx={{ maxHeight: 480, overflow: 'auto' }}>
        <Box component="table" sx={tableSx} aria-label={translate('catalogue.variants.table')}>
          <thead>
            <tr>
              {COLUMNS.map((k) => (
                <th key={k} scope="col">
                  {labels.columns[k]}
                </th>
              ))}
              <th scope="col">{translate('catalogue.variants.images')}</th>
            </tr>
          </thead>
          <tbody>
            {variations.map((v, i) => (
              <VariantRow
                // The combination identifies a row; a new list of the same combinations keeps the rows (and what is typed in them).
                key={v._id ?? (v.attributes?.map((a) => a.value).join('\u001f') || `${i}`)}
                index={i}
                variation={v}
                labels={labels}
                disabled={disabled}
                onCommit={onCommit}
                onEditImages={onEditImages}
              />
            ))}
          </tbody>
        </Box>
      </Box>
      <VariantImagesDialog
        name={editing?.name}
        images={editing?.images ?? []}
        onChange={(images) => imagesOf !== null && commit(updateAt(latest.current, imagesOf, { images }))}
        onClose={() => setImagesOf(null)}
      />
    </Box>
  );
}
