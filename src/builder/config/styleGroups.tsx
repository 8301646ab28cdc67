import type { Fields } from '@puckeditor/core';
import {
  ALIGNMENTS,
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  FLEX_ALIGN,
  FLEX_JUSTIFY,
  FONT_FAMILIES,
  FONT_SIZES,
  FONT_WEIGHTS,
  LETTER_SPACING,
  LETTER_SPACING_PER_PRESET,
  LETTER_SPACING_PRESETS,
  LINE_HEIGHT,
  NO_BORDER,
  OBJECT_FITS,
  OPACITY,
  SPACING,
  TEXT_ALIGNS,
  letterSpacingCss,
  type LinkObject,
} from '../../../common/pageStyle';
import type { BoxStyle, ButtonStyle, TextStyle } from '../blocks/types';
import { borderField, choiceField, colorField, customLinkField, sliderField } from './puckFields';

/** Translates a message key of the builder (react-admin's translate, or English for a storefront). */
export type Label = (key: string) => string;

const px = (n: number) => `${n}px`;
const percent = (n: number) => `${n}%`;

export const fontField = (t: Label) =>
  choiceField<string>(t('builder.style.font'), [
    { value: '', label: t('builder.choice.font_default') },
    ...FONT_FAMILIES.map((name) => ({ value: name, label: name })),
  ]);

export const weightField = (t: Label) =>
  choiceField<number>(
    t('builder.style.weight'),
    FONT_WEIGHTS.map((w) => ({ value: w.value, label: `${w.value} ${t(`builder.choice.weight.${w.value}`)}` })),
  );

export const textAlignField = (t: Label) =>
  choiceField(
    t('builder.style.text_align'),
    TEXT_ALIGNS.map((a) => ({ value: a, label: t(`builder.choice.text_align.${a}`) })),
    'buttons',
  );

export const alignmentField = (t: Label) =>
  choiceField(
    t('builder.style.alignment'),
    ALIGNMENTS.map((a) => ({ value: a, label: t(`builder.choice.alignment.${a}`) })),
    'buttons',
  );

export const flexJustifyField = (t: Label) =>
  choiceField(
    t('builder.style.flex_justify'),
    FLEX_JUSTIFY.map((a) => ({ value: a, label: t(`builder.choice.flex.${a}`) })),
  );

export const flexAlignField = (t: Label) =>
  choiceField(
    t('builder.style.flex_align'),
    FLEX_ALIGN.map((a) => ({ value: a, label: t(`builder.choice.flex.${a}`) })),
  );

export const objectFitField = (t: Label) =>
  choiceField(
    t('builder.style.object_fit'),
    OBJECT_FITS.map((f) => ({ value: f, label: t(`builder.choice.object_fit.${f}`) })),
  );

export const spacingField = (t: Label, key: string) => sliderField(t(key), SPACING, { format: px });

/** The text groups of spec §3.6: font, weight, colour, size, line height, letter spacing, text align, opacity. */
export const textStyleFields = (t: Label): Fields<TextStyle> => ({
  fontFamily: fontField(t),
  fontWeight: weightField(t),
  fontSize: choiceField<number>(
    t('builder.style.size'),
    FONT_SIZES.map((size) => ({ value: size, label: `${size}px` })),
  ),
  color: colorField(t('builder.style.color')),
  lineHeight: sliderField(t('builder.style.line_height'), LINE_HEIGHT),
  letterSpacing: sliderField(t('builder.style.letter_spacing'), LETTER_SPACING, {
    format: letterSpacingCss,
    presetsLabel: t('builder.style.letter_spacing_presets'),
    presets: LETTER_SPACING_PRESETS.map((preset) => ({ label: preset > 0 ? `+${preset}` : String(preset), value: preset * LETTER_SPACING_PER_PRESET })),
  }),
  textAlign: textAlignField(t),
  opacity: sliderField(t('builder.style.opacity'), OPACITY, { format: percent }),
});

export const textStyleDefaults = (size: number, weight = 400): TextStyle => ({
  fontFamily: '',
  fontWeight: weight,
  fontSize: size,
  color: '#212121',
  lineHeight: 1.5,
  letterSpacing: 0,
  textAlign: 'left',
  opacity: 100,
});

/** The spacing, background and border groups. */
export const boxFields = (t: Label): Fields<BoxStyle> => ({
  paddingY: spacingField(t, 'builder.style.padding_y'),
  paddingX: spacingField(t, 'builder.style.padding_x'),
  marginY: spacingField(t, 'builder.style.margin_y'),
  background: colorField(t('builder.style.background')),
  border: borderField(t('builder.style.border')),
});

export const boxDefaults = (): BoxStyle => ({ paddingY: 16, paddingX: 24, marginY: 0, background: 'transparent', border: NO_BORDER });

/** A button's variant, size, colours and hover colours. */
export const buttonStyleFields = (t: Label): Fields<ButtonStyle> => ({
  variant: choiceField(
    t('builder.style.variant'),
    BUTTON_VARIANTS.map((v) => ({ value: v, label: t(`builder.choice.variant.${v}`) })),
    'buttons',
  ),
  size: choiceField(
    t('builder.style.button_size'),
    BUTTON_SIZES.map((s) => ({ value: s, label: s.toUpperCase() })),
    'buttons',
  ),
  color: colorField(t('builder.style.button_text_color')),
  background: colorField(t('builder.style.button_color')),
  hoverColor: colorField(t('builder.style.hover_color')),
  hoverBackground: colorField(t('builder.style.hover_background')),
});

export const buttonStyleDefaults = (): ButtonStyle => ({
  variant: 'solid',
  size: 'md',
  color: '#ffffff',
  background: '#1565c0',
  hoverColor: '#ffffff',
  hoverBackground: '#0d47a1',
});

/** The link object of spec §3.6: a type and where it points, picked like the forms' link field. */
export const linkField = (t: Label) => customLinkField(t('builder.field.link'));

export const defaultLink = (): LinkObject => ({ type: 'page', href: '' });
