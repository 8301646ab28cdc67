import type { CSSProperties } from 'react';
import type { Alignment, LinkObject } from '../../../common/pageStyle';
import { boxCss, buttonCss, textCss } from '../styles/css';
import { FontLink } from './FontLink';
import type { ButtonProps, HeroProps, ImageProps, PageMetadata } from './types';

const JUSTIFY: Record<Alignment, CSSProperties['justifyContent']> = { start: 'flex-start', center: 'center', end: 'flex-end' };

/** A link object as an address; a storefront may map page/product/category links its own way. */
export function linkHref(link: LinkObject | undefined, metadata: PageMetadata | undefined): string {
  if (!link?.href) return '#';
  if (metadata?.dataSource?.href) return metadata.dataSource.href(link);
  if (link.type === 'external' || link.href.startsWith('/')) return link.href;
  const prefix = { page: '', product: 'products/', category: 'categories/', collection: 'collections/', external: '' }[link.type];
  return `/${prefix}${link.href}`;
}

interface WithMetadata {
  puck?: { metadata?: PageMetadata; isEditing?: boolean };
}

export function ImageBlock(props: ImageProps) {
  return (
    <div style={{ ...boxCss({ ...props, border: undefined }), display: 'flex', justifyContent: JUSTIFY[props.alignment] }}>
      {props.src ? (
        <img
          src={props.src}
          alt={props.alt}
          loading="lazy"
          style={{
            width: props.width || undefined,
            height: props.height || undefined,
            objectFit: props.objectFit,
            ...boxCss({ border: props.border }),
            padding: 0,
            margin: 0,
            display: 'block',
          }}
        />
      ) : (
        <div
          style={{ width: props.width || '100%', height: props.height || 160, background: '#eceff1', display: 'grid', placeItems: 'center', color: '#607d8b' }}
        >
          {props.alt || 'Image'}
        </div>
      )}
    </div>
  );
}

/**
 * A block's link. In the builder the block itself is the control (Puck makes it a draggable button,
 * a click selects it), so the link is no link there: a link inside a button is a control inside a
 * control (axe nested-interactive), and a click must not leave the page. Where it leads stays
 * readable as `data-href`.
 */
const linkTo = (href: string, isEditing: boolean | undefined) => (isEditing ? { 'data-href': href } : { href });

export function ButtonBlock(props: ButtonProps & WithMetadata) {
  return (
    <div style={{ display: 'flex', justifyContent: JUSTIFY[props.alignment], padding: '8px 0' }}>
      <FontLink family={props.fontFamily} />
      <a
        className="pb-button"
        {...linkTo(linkHref(props.link, props.puck?.metadata), props.puck?.isEditing)}
        style={{ ...buttonCss(props), fontFamily: props.fontFamily ? `'${props.fontFamily}', system-ui, sans-serif` : undefined, fontWeight: props.fontWeight }}
      >
        {props.label}
      </a>
    </div>
  );
}

/** A banner: picture behind, a tinted layer, title, subtitle and a button. */
export function Hero(props: HeroProps & WithMetadata) {
  const text = textCss(props);
  return (
    <section style={{ position: 'relative', minHeight: props.height, display: 'flex', alignItems: 'center', overflow: 'hidden', background: '#37474f' }}>
      <FontLink family={props.fontFamily} />
      {props.image && (
        <img src={props.image} alt={props.imageAlt} style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: props.objectFit }} />
      )}
      <div style={{ position: 'absolute', inset: 0, background: props.overlay, opacity: props.overlayOpacity / 100 }} />
      <div style={{ position: 'relative', width: '100%', padding: '48px 24px', textAlign: props.textAlign, opacity: text.opacity }}>
        <h1 style={{ ...text, opacity: undefined, margin: 0 }}>{props.title}</h1>
        {props.subtitle && <p style={{ ...text, opacity: undefined, fontSize: '1.15em', fontWeight: 400, margin: '12px 0 0' }}>{props.subtitle}</p>}
        {props.buttonLabel && (
          <p style={{ margin: '24px 0 0' }}>
            <a
              className="pb-button"
              {...linkTo(linkHref(props.buttonLink, props.puck?.metadata), props.puck?.isEditing)}
              style={buttonCss({ ...props, color: props.buttonColor, background: props.buttonBackground })}
            >
              {props.buttonLabel}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
