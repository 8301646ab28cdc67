import type { CSSProperties } from 'react';
import { letterSpacingCss } from '../../../common/pageStyle';
import type { BoxStyle, ButtonStyle, TextStyle } from '../blocks/types';

const family = (name: string) => (name ? `'${name}', system-ui, sans-serif` : undefined);

/** Inline CSS of the text groups; unset values fall back to the page's own. */
export function textCss(style: Partial<TextStyle>): CSSProperties {
  return {
    fontFamily: style.fontFamily ? family(style.fontFamily) : undefined,
    fontWeight: style.fontWeight,
    fontSize: style.fontSize ? `${style.fontSize}px` : undefined,
    color: style.color || undefined,
    lineHeight: style.lineHeight,
    letterSpacing: style.letterSpacing ? letterSpacingCss(style.letterSpacing) : undefined,
    textAlign: style.textAlign,
    opacity: style.opacity === undefined || style.opacity === 100 ? undefined : style.opacity / 100,
  };
}

/** Inline CSS of the spacing, background and border groups. */
export function boxCss(style: Partial<BoxStyle>): CSSProperties {
  const border = style.border;
  return {
    padding: `${style.paddingY ?? 0}px ${style.paddingX ?? 0}px`,
    margin: `${style.marginY ?? 0}px 0`,
    background: style.background || undefined,
    border: border && border.style !== 'none' && border.width > 0 ? `${border.width}px ${border.style} ${border.color}` : undefined,
    borderRadius: border?.radius ? `${border.radius}px` : undefined,
  };
}

const PADDING = { lg: '14px 28px', md: '10px 20px', sm: '6px 14px', xs: '4px 10px' } as const;
const FONT = { lg: 18, md: 16, sm: 14, xs: 12 } as const;

/**
 * A button's CSS: the variant decides which colour fills and which draws the
 * outline; the hover colours go through custom properties read by the
 * page's one hover rule (PAGE_CSS), since inline styles have no :hover.
 */
export function buttonCss(style: ButtonStyle): CSSProperties & Record<`--${string}`, string> {
  const { variant, size, color, background } = style;
  const base: CSSProperties = {
    display: 'inline-block',
    padding: variant === 'link' ? 0 : PADDING[size],
    fontSize: FONT[size],
    borderRadius: 6,
    textDecoration: variant === 'link' ? 'underline' : 'none',
    cursor: 'pointer',
    transition: 'color 120ms, background-color 120ms',
  };
  const look: CSSProperties =
    variant === 'solid'
      ? { background, color, border: `1px solid ${background}` }
      : variant === 'outline'
        ? { background: 'transparent', color: background, border: `1px solid ${background}` }
        : { background: 'transparent', color: background, border: '1px solid transparent' };
  return {
    ...base,
    ...look,
    '--pb-hover-color': style.hoverColor || (look.color as string),
    '--pb-hover-bg': style.hoverBackground || (look.background as string),
  };
}

/** Rules inline styles cannot say, written once per page by the root. */
export const PAGE_CSS = `
.pb-button:hover, .pb-button:focus-visible { color: var(--pb-hover-color) !important; background-color: var(--pb-hover-bg) !important; }
.pb-page img { max-width: 100%; }
.pb-page *, .pb-page *::before, .pb-page *::after { box-sizing: border-box; }
`;
