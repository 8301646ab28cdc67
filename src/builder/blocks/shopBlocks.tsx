import type { CSSProperties } from 'react';
import { formatTaka } from './formatTaka';
import { boxCss, textCss } from '../styles/css';
import { FontLink } from './FontLink';
import { useShopData } from './useShopData';
import type { CardItem, CategoryStripProps, CollectionShowcaseProps, EditorNotes, PageMetadata, ProductCard, ProductGridProps, ProductQuery } from './types';

interface WithPuck {
  puck?: { metadata?: PageMetadata; isEditing?: boolean };
}

/** What a block shows instead of data: a note while editing, nothing on the storefront. */
function EditorNote({ puck, note }: WithPuck & { note: keyof EditorNotes }) {
  if (!puck?.isEditing) return null;
  const text = puck.metadata?.notes?.[note] ?? note;
  return (
    <p role="note" style={{ margin: 0, padding: 24, border: '1px dashed #90a4ae', borderRadius: 8, color: '#546e7a', textAlign: 'center', fontSize: 14 }}>
      {text}
    </p>
  );
}

const grid = (columns: number): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${Math.floor(960 / columns)}px), 1fr))`,
  gap: 16,
});

/** The question a product grid asks: from its category, its collection, or its chosen products. */
export function productQuery(props: ProductGridProps): ProductQuery | null {
  const limit = props.count;
  if (props.source === 'category') return props.category[0] ? { category: props.category[0].id, limit } : null;
  if (props.source === 'collection') return props.collection[0] ? { collection: props.collection[0].id, limit } : null;
  return props.products.length > 0 ? { ids: props.products.map((p) => p.id), limit } : null;
}

export function ProductGrid(props: ProductGridProps & WithPuck) {
  const source = props.puck?.metadata?.dataSource;
  const query = productQuery(props);
  const loaded = useShopData<ProductCard[]>(JSON.stringify(query), query && source ? () => source.products(query) : null);
  const symbol = source?.currencySymbol ?? '৳';
  let body;
  if (!query) body = <EditorNote puck={props.puck} note="chooseSource" />;
  else if (loaded.state === 'loading') body = <EditorNote puck={props.puck} note="loading" />;
  else if (loaded.state === 'unavailable') body = <EditorNote puck={props.puck} note="productsUnavailable" />;
  else if (loaded.data.length === 0) body = <EditorNote puck={props.puck} note="noProducts" />;
  else
    body = (
      <div style={grid(props.columns)}>
        {loaded.data.slice(0, props.count).map((product) => (
          <article key={product.id} style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
            <div style={{ aspectRatio: '3 / 4', background: '#eceff1', borderRadius: 8, overflow: 'hidden' }}>
              {product.image && <img src={product.image} alt={product.name} loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
            </div>
            <span style={{ fontWeight: 600 }}>{product.name}</span>
            {product.price !== undefined && <span>{formatTaka(product.price, symbol)}</span>}
          </article>
        ))}
      </div>
    );
  return (
    <section style={boxCss(props)}>
      <FontLink family={props.fontFamily} />
      {props.title && <h2 style={{ marginTop: 0, ...textCss(props) }}>{props.title}</h2>}
      {body}
    </section>
  );
}

function CardRow({
  title,
  items,
  puck,
  props,
  round,
}: { title: string; items: CardItem[]; props: CategoryStripProps | CollectionShowcaseProps; round: boolean } & WithPuck) {
  return (
    <section style={boxCss(props)}>
      <FontLink family={props.fontFamily} />
      {title && <h2 style={{ marginTop: 0, ...textCss(props) }}>{title}</h2>}
      {items.length === 0 ? (
        <EditorNote puck={puck} note="noItems" />
      ) : (
        <div style={round ? { display: 'flex', gap: 16, overflowX: 'auto', paddingBottom: 8 } : grid(3)}>
          {items.map((item) => (
            <figure key={item.id} style={{ margin: 0, textAlign: 'center', flex: round ? '0 0 112px' : undefined }}>
              <div style={{ aspectRatio: round ? '1' : '16 / 9', borderRadius: round ? '50%' : 8, overflow: 'hidden', background: '#eceff1' }}>
                {item.image && <img src={item.image} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
              </div>
              <figcaption style={{ ...textCss({ ...props, fontSize: undefined, textAlign: undefined }), marginTop: 8 }}>{item.name}</figcaption>
            </figure>
          ))}
        </div>
      )}
    </section>
  );
}

/** Round pictures of categories in one scrolling row (the chosen ones, or the menu's when none is chosen). */
export function CategoryStrip(props: CategoryStripProps & WithPuck) {
  const source = props.puck?.metadata?.dataSource;
  const ids = props.categories.map((c) => c.id);
  const loaded = useShopData(ids.join(','), source ? () => source.categories(ids) : null);
  const items = loaded.state === 'ready' ? loaded.data : props.categories;
  return <CardRow title={props.title} items={items} puck={props.puck} props={props} round />;
}

/** Wide cards of the chosen collections. */
export function CollectionShowcase(props: CollectionShowcaseProps & WithPuck) {
  const source = props.puck?.metadata?.dataSource;
  const ids = props.collections.map((c) => c.id);
  const loaded = useShopData(ids.join(','), source && ids.length > 0 ? () => source.collections(ids) : null);
  const items = loaded.state === 'ready' ? loaded.data : props.collections;
  return <CardRow title={props.title} items={items} puck={props.puck} props={props} round={false} />;
}
