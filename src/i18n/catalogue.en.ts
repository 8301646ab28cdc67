/**
 * English messages of the catalogue screens that a schema cannot carry: the
 * variant manager, the product import dialog and label printing.
 */
const catalogueEn = {
  catalogue: {
    variants: {
      table: 'Variants',
      name: 'Name',
      cost: 'Cost Price',
      price: 'Sell Price',
      stock: 'Stock',
      sku: 'SKU',
      barcode: 'Barcode',
      images: 'Images',
      cell: '%{column} of %{variant}',
      images_of: 'Images of %{variant}: %{count} of 6',
      images_title: 'Images of %{variant}',
      image_n: 'Image %{n} of %{name}',
      remove_image_n: 'Remove image %{n} of %{name}',
      add_image: 'Add image',
      image_limit: '%{count} of %{limit} images',
      all_value: '%{column} for all',
      apply_all: 'Apply to all',
      apply_all_named: 'Apply %{column} to all variants',
      summary: '%{smart_count} variant, total stock %{stock} |||| %{smart_count} variants, total stock %{stock}',
      empty: 'Choose sizes and colours to make the variants.',
      stock_sum: 'Stock is the sum of the variants: %{stock}',
      none: 'No variants',
    },
    import: {
      button: 'Import',
      title: 'Import products from CSV',
      hint: 'Use the columns of the products CSV export (with Variations chosen, each variation is a line of its own under its product’s SKU). Rows whose SKU exists update that product; the others are created. Nothing is written until you apply a file without errors.',
      choose: 'Choose CSV file',
      choose_again: 'Choose the file again',
      file: 'CSV file',
      checking: 'Checking the file…',
      counts: 'Rows to create: %{create}. Rows to update: %{update}.',
      ready: 'No errors: the file can be applied.',
      has_errors: '%{smart_count} error: fix the file and choose it again. |||| %{smart_count} errors: fix the file and choose it again.',
      errors: 'Errors by row and column',
      row: 'Row',
      column: 'Column',
      message: 'Error',
      apply: 'Apply import',
      applied: 'Import applied. Rows created: %{create}. Rows updated: %{update}.',
    },
    labels: {
      button: 'Print labels',
      title: 'Print labels for %{smart_count} product |||| Print labels for %{smart_count} products',
      how_many: 'How many labels',
      per_stock: 'One label per unit in stock',
      per_count: 'The same number of each',
      count: 'Labels of each',
      count_range: 'A whole number from 1 to %{max}',
      download: 'Download PDF',
      done: 'Labels saved as %{filename}',
    },
    stock: {
      low: 'Low',
      low_hint: 'At or below the low-stock alert (%{alert})',
    },
  },
};

export default catalogueEn;
