import { memo } from 'react';
import type { EditableKey, ProductVariation } from './types';
import { VARIATION_IMAGE_LIMIT } from './types';
import { VariantCell } from './VariantCell';

/** Column headers and cell names, translated once per table rather than once per row. */
export interface VariantLabels {
  columns: Record<EditableKey, string>;
  /** `(column, variant) => 'Sell Price of M-Red'` */
  cellLabel: (column: string, variant: string) => string;
  /** `(variant, count) => 'Images of M-Red: 2 of 6'` */
  imagesLabel: (variant: string, count: number) => string;
}

export interface VariantRowProps {
  index: number;
  variation: ProductVariation;
  labels: VariantLabels;
  disabled?: boolean;
  onCommit: (index: number, key: EditableKey, value: string | number) => void;
  onEditImages: (index: number) => void;
}

const KEYS: EditableKey[] = ['name', 'cost', 'price', 'stock', 'sku', 'barcode'];

/**
 * One variant. Memoised on its variation object: editing a cell replaces only
 * that variation in the list, so only its row draws again.
 */
export const VariantRow = memo(function VariantRow({ index, variation, labels, disabled, onCommit, onEditImages }: VariantRowProps) {
  const count = variation.images?.length ?? 0;
  // The name the cells are labelled by stays the combination's while the name is being edited.
  const rowName = variation.name || String(index + 1);
  return (
    <tr>
      {KEYS.map((key) => (
        <td key={key}>
          <VariantCell
            index={index}
            cellKey={key}
            value={variation[key]}
            label={labels.cellLabel(labels.columns[key], rowName)}
            disabled={disabled}
            onCommit={onCommit}
          />
        </td>
      ))}
      <td>
        <button type="button" className="vm-images" onClick={() => onEditImages(index)} disabled={disabled} aria-label={labels.imagesLabel(rowName, count)}>
          {variation.images?.[0] ? <img src={variation.images[0]} alt="" width={28} height={28} /> : null}
          {`${count}/${VARIATION_IMAGE_LIMIT}`}
        </button>
      </td>
    </tr>
  );
});
