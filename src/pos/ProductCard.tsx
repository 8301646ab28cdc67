import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCart } from './cart';
import { tillImageUrl } from './offline/imageCache';
import { PriceCharged } from './PriceCharged';
import { cardPrice, isVariable, sizeAndColor, type PosProduct } from './products';

/** Units of the product already in this cart. */
function useInCart(product: PosProduct): number {
  return useCart((s) => s.lines.filter((l) => l._id === product._id).reduce((n, l) => n + l.qty, 0));
}

const count = (values: string[]) => new Set(values.filter(Boolean)).size;

/**
 * The product's picture at the till's small size, which the service worker
 * answers from the pictures kept with the snapshot (offline/imageCache.ts);
 * one that does not load (offline and not kept, or gone) is a placeholder.
 */
function CardImage({ image }: { image: string | null | undefined }) {
  const src = tillImageUrl(image);
  const [failed, setFailed] = useState<string | null>(null);
  if (!src) return null;
  if (failed === src)
    return (
      <Box
        data-testid="pos-product-placeholder"
        aria-hidden
        sx={{ height: 80, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', color: 'text.disabled' }}
      >
        <ImageOutlined />
      </Box>
    );
  return (
    <Box
      component="img"
      data-testid="pos-product-image"
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailed(src)}
      sx={{ display: 'block', width: '100%', height: 80, objectFit: 'cover' }}
    />
  );
}

/**
 * A product of the till's grid: its name, the price charged (the listed one
 * struck through when the product has its own discount, issue 19), and its
 * stock; a variable product says how many sizes and colours it comes in.
 */
export const ProductCard = memo(function ProductCard({ product, onPick }: { product: PosProduct; onPick(p: PosProduct): void }) {
  const translate = useTranslate();
  const inCart = useInCart(product);
  const variable = isVariable(product);
  const stock = variable ? (product.variations ?? []).reduce((n, v) => n + v.stock, 0) : product.stock;
  const out = stock < 1 || (!variable && stock < inCart + 1);
  const price = cardPrice(product);
  const parts = (product.variations ?? []).map(sizeAndColor);
  const sizes = count(parts.map((p) => p.size));
  const colors = count(parts.map((p) => p.color));
  return (
    <Card variant="outlined">
      <CardActionArea onClick={() => onPick(product)} aria-label={translate('pos.products.add', { name: product.name })} sx={{ height: '100%' }}>
        <CardImage image={product.image} />
        <CardContent sx={{ p: 1 }}>
          <Typography
            variant="body2"
            title={product.name}
            sx={{ fontWeight: 600, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {product.name}
          </Typography>
          <Box>
            <PriceCharged charged={price.charged} list={price.list} prefix={price.from ? translate('pos.products.from') : undefined} />
          </Box>
          {variable && (
            <Typography variant="caption" color="primary" component="p" data-testid="card-variants">
              {[
                sizes > 0 ? translate('pos.products.sizes', { smart_count: sizes }) : '',
                colors > 0 ? translate('pos.products.colors', { smart_count: colors }) : '',
              ]
                .filter(Boolean)
                .join(' · ') || translate('pos.products.variants', { smart_count: product.variations?.length ?? 0 })}
            </Typography>
          )}
          {out ? (
            <Typography variant="caption" color="error">
              {translate('pos.products.out_of_stock')}
            </Typography>
          ) : (
            <Typography variant="caption" color="text.secondary">
              {translate('pos.products.stock', { stock: stock - (variable ? 0 : inCart) })}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
});
