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
    },
  },
};

export default catalogueEn;
