import type { Config, Fields } from '@puckeditor/core';
import { Divider, Columns, COLUMN_SLOTS, Flex, Spacer } from '../blocks/layoutBlocks';
import { ButtonBlock, Hero, ImageBlock } from '../blocks/mediaBlocks';
import { CategoryStrip, CollectionShowcase, ProductGrid } from '../blocks/shopBlocks';
import { FaqList, Heading, RichText } from '../blocks/textBlocks';
import type {
  ButtonProps,
  CategoryStripProps,
  CollectionShowcaseProps,
  ColumnsProps,
  DividerProps,
  FaqListProps,
  FlexProps,
  HeadingProps,
  HeroProps,
  ImageProps,
  ProductGridProps,
  RichTextProps,
  SpacerProps,
} from '../blocks/types';
import { PAGE_CSS } from '../styles/css';
import { choiceField, colorField, imageField, referenceField, sliderField } from './puckFields';
import {
  alignmentField,
  boxDefaults,
  boxFields,
  buttonStyleDefaults,
  buttonStyleFields,
  defaultLink,
  flexAlignField,
  flexJustifyField,
  fontField,
  linkField,
  objectFitField,
  spacingField,
  textStyleDefaults,
  textStyleFields,
  weightField,
  type Label,
} from './styleGroups';
import { englishLabel } from './englishLabel';

export interface PageBlocks {
  Hero: HeroProps;
  Heading: HeadingProps;
  RichText: RichTextProps;
  Image: ImageProps;
  Button: ButtonProps;
  Columns: ColumnsProps;
  Flex: FlexProps;
  Spacer: SpacerProps;
  Divider: DividerProps;
  ProductGrid: ProductGridProps;
  CategoryStrip: CategoryStripProps;
  CollectionShowcase: CollectionShowcaseProps;
  FaqList: FaqListProps;
}

export interface PageRoot {
  title: string;
  background: string;
  fontFamily: string;
}

export type PageConfig = Config<PageBlocks, PageRoot>;

const text = (label: string) => ({ type: 'text' as const, label });
const textarea = (label: string) => ({ type: 'textarea' as const, label });
const PX_400 = { min: 0, max: 400, step: 8 };
const COUNT = { min: 1, max: 48, step: 1 };
const COLUMNS = { min: 1, max: 6, step: 1 };
const px = (n: number) => `${n}px`;

/**
 * The page builder's blocks: what the editor offers (with labels in the
 * staff's language) and how each block draws. The builder's preview and a
 * storefront render a page's JSON with this same config (Puck's <Render>),
 * so what staff see is what customers get. A storefront calls
 * `createPageConfig()` (English labels, which it never shows).
 */
export function createPageConfig(t: Label = englishLabel): PageConfig {
  const box = boxFields(t);
  const textStyle = textStyleFields(t);
  const title = text(t('builder.field.title'));
  return {
    categories: {
      layout: { title: t('builder.category.layout'), components: ['Columns', 'Flex', 'Spacer', 'Divider'] },
      content: { title: t('builder.category.content'), components: ['Hero', 'Heading', 'RichText', 'Image', 'Button', 'FaqList'] },
      shop: { title: t('builder.category.shop'), components: ['ProductGrid', 'CategoryStrip', 'CollectionShowcase'] },
    },
    root: {
      fields: {
        title: text(t('builder.field.page_title')),
        background: colorField(t('builder.style.background')),
        fontFamily: fontField(t),
      },
      defaultProps: { title: '', background: '#ffffff', fontFamily: '' },
      render: ({ children, background, fontFamily }) => (
        <div
          className="pb-page"
          style={{
            background,
            fontFamily: fontFamily ? `'${fontFamily}', system-ui, sans-serif` : 'system-ui, sans-serif',
            minHeight: '100%',
            color: '#212121',
          }}
        >
          <style>{PAGE_CSS}</style>
          {children}
        </div>
      ),
    },
    components: {
      Hero: {
        label: t('builder.block.hero'),
        fields: {
          title,
          subtitle: textarea(t('builder.field.subtitle')),
          image: imageField(t('builder.style.image')),
          imageAlt: text(t('builder.style.alt')),
          height: sliderField(t('builder.style.height'), { min: 160, max: 800, step: 8 }, { format: px }),
          objectFit: objectFitField(t),
          overlay: colorField(t('builder.style.overlay')),
          overlayOpacity: sliderField(t('builder.style.overlay_opacity'), { min: 0, max: 100, step: 1 }, { format: (n) => `${n}%` }),
          ...textStyle,
          buttonLabel: text(t('builder.field.button_label')),
          buttonLink: linkField(t),
          variant: buttonStyleFields(t).variant,
          size: buttonStyleFields(t).size,
          buttonColor: colorField(t('builder.style.button_text_color')),
          buttonBackground: colorField(t('builder.style.button_color')),
          hoverColor: buttonStyleFields(t).hoverColor,
          hoverBackground: buttonStyleFields(t).hoverBackground,
        } as Fields<HeroProps>,
        defaultProps: {
          title: t('builder.default.hero_title'),
          subtitle: t('builder.default.hero_subtitle'),
          image: '',
          imageAlt: '',
          height: 420,
          objectFit: 'cover',
          overlay: '#000000',
          overlayOpacity: 35,
          ...textStyleDefaults(48, 700),
          color: '#ffffff',
          lineHeight: 1.2,
          textAlign: 'center',
          buttonLabel: t('builder.default.button_label'),
          buttonLink: defaultLink(),
          variant: 'solid',
          size: 'lg',
          buttonColor: '#212121',
          buttonBackground: '#ffffff',
          hoverColor: '#ffffff',
          hoverBackground: '#212121',
        },
        render: Hero,
      },
      Heading: {
        label: t('builder.block.heading'),
        fields: {
          text: text(t('builder.field.text')),
          level: choiceField(
            t('builder.field.level'),
            (['h1', 'h2', 'h3', 'h4'] as const).map((h) => ({ value: h, label: h.toUpperCase() })),
            'buttons',
          ),
          ...textStyle,
          ...box,
        },
        defaultProps: { text: t('builder.default.heading'), level: 'h2', ...textStyleDefaults(32, 700), lineHeight: 1.25, ...boxDefaults() },
        render: Heading,
      },
      RichText: {
        label: t('builder.block.rich_text'),
        fields: {
          // Edited in the panel, not inline: a page of 100 blocks with 100 live editors opens slowly.
          content: { type: 'richtext', label: t('builder.field.content'), contentEditable: false },
          ...textStyle,
          ...box,
        },
        defaultProps: { content: `<p>${t('builder.default.rich_text')}</p>`, ...textStyleDefaults(16), ...boxDefaults() },
        render: RichText,
      },
      Image: {
        label: t('builder.block.image'),
        fields: {
          src: imageField(t('builder.style.image')),
          alt: text(t('builder.style.alt')),
          width: text(t('builder.style.width')),
          height: text(t('builder.style.height')),
          objectFit: objectFitField(t),
          alignment: alignmentField(t),
          ...box,
        },
        defaultProps: { src: '', alt: '', width: '100%', height: '', objectFit: 'cover', alignment: 'center', ...boxDefaults() },
        render: ImageBlock,
      },
      Button: {
        label: t('builder.block.button'),
        fields: {
          label: text(t('builder.field.button_label')),
          link: linkField(t),
          alignment: alignmentField(t),
          fontFamily: fontField(t),
          fontWeight: weightField(t),
          ...buttonStyleFields(t),
        },
        defaultProps: {
          label: t('builder.default.button_label'),
          link: defaultLink(),
          alignment: 'center',
          fontFamily: '',
          fontWeight: 600,
          ...buttonStyleDefaults(),
        },
        render: ButtonBlock,
      },
      Columns: {
        label: t('builder.block.columns'),
        fields: {
          count: choiceField<number>(
            t('builder.field.column_count'),
            [2, 3, 4].map((n) => ({ value: n, label: String(n) })),
            'buttons',
          ),
          gap: spacingField(t, 'builder.style.gap'),
          align: flexAlignField(t),
          ...Object.fromEntries(COLUMN_SLOTS.map((slot) => [slot, { type: 'slot' }])),
          ...box,
        } as Fields<ColumnsProps>,
        defaultProps: { count: 2, gap: 24, align: 'flex-start', ...boxDefaults() },
        render: Columns as never,
      },
      Flex: {
        label: t('builder.block.flex'),
        fields: {
          items: { type: 'slot' },
          direction: choiceField(
            t('builder.field.direction'),
            [
              { value: 'row' as const, label: t('builder.choice.direction.row') },
              { value: 'column' as const, label: t('builder.choice.direction.column') },
            ],
            'buttons',
          ),
          justify: flexJustifyField(t),
          align: flexAlignField(t),
          gap: spacingField(t, 'builder.style.gap'),
          wrap: {
            type: 'radio',
            label: t('builder.field.wrap'),
            options: [
              { value: true, label: t('builder.choice.yes') },
              { value: false, label: t('builder.choice.no') },
            ],
          },
          ...box,
        } as Fields<FlexProps>,
        defaultProps: { direction: 'row', justify: 'flex-start', align: 'center', gap: 16, wrap: true, ...boxDefaults() },
        render: Flex as never,
      },
      Spacer: {
        label: t('builder.block.spacer'),
        fields: { height: sliderField(t('builder.style.height'), PX_400, { format: px }) },
        defaultProps: { height: 48 },
        render: Spacer,
      },
      Divider: {
        label: t('builder.block.divider'),
        fields: {
          color: colorField(t('builder.style.color')),
          thickness: sliderField(t('builder.style.thickness'), { min: 1, max: 12, step: 1 }, { format: px }),
          width: sliderField(t('builder.style.width'), { min: 10, max: 100, step: 5 }, { format: (n) => `${n}%` }),
          marginY: spacingField(t, 'builder.style.margin_y'),
          style: choiceField(
            t('builder.style.border_style'),
            (['solid', 'dashed', 'dotted'] as const).map((s) => ({ value: s, label: t(`builder.choice.border.${s}`) })),
            'buttons',
          ),
        },
        defaultProps: { color: '#e0e0e0', thickness: 1, width: 100, marginY: 16, style: 'solid' },
        render: Divider,
      },
      ProductGrid: {
        label: t('builder.block.product_grid'),
        fields: {
          title,
          source: choiceField(
            t('builder.field.product_source'),
            (['category', 'collection', 'products'] as const).map((s) => ({ value: s, label: t(`builder.choice.source.${s}`) })),
            'buttons',
          ),
          category: referenceField(t('builder.field.category'), 'categories'),
          collection: referenceField(t('builder.field.collection'), 'collections'),
          products: referenceField(t('builder.field.products'), 'products', true),
          count: sliderField(t('builder.field.count'), COUNT),
          columns: sliderField(t('builder.field.columns'), COLUMNS),
          ...textStyle,
          ...box,
        },
        // Only the chooser of the chosen source shows.
        resolveFields: (data, { fields }) => {
          const source = data.props.source;
          return {
            ...fields,
            category: { ...fields.category, visible: source === 'category' },
            collection: { ...fields.collection, visible: source === 'collection' },
            products: { ...fields.products, visible: source === 'products' },
          } as typeof fields;
        },
        defaultProps: {
          title: t('builder.default.product_grid'),
          source: 'category',
          category: [],
          collection: [],
          products: [],
          count: 8,
          columns: 4,
          ...textStyleDefaults(24, 700),
          ...boxDefaults(),
        },
        render: ProductGrid,
      },
      CategoryStrip: {
        label: t('builder.block.category_strip'),
        fields: { title, categories: referenceField(t('builder.field.categories'), 'categories', true), ...textStyle, ...box },
        defaultProps: { title: t('builder.default.category_strip'), categories: [], ...textStyleDefaults(24, 700), ...boxDefaults() },
        render: CategoryStrip,
      },
      CollectionShowcase: {
        label: t('builder.block.collection_showcase'),
        fields: { title, collections: referenceField(t('builder.field.collections'), 'collections', true), ...textStyle, ...box },
        defaultProps: { title: t('builder.default.collection_showcase'), collections: [], ...textStyleDefaults(24, 700), ...boxDefaults() },
        render: CollectionShowcase,
      },
      FaqList: {
        label: t('builder.block.faq'),
        fields: {
          title,
          items: {
            type: 'array',
            label: t('builder.field.questions'),
            arrayFields: { question: text(t('builder.field.question')), answer: textarea(t('builder.field.answer')) },
            getItemSummary: (item, index) => item.question || t('builder.field.question') + ` ${(index ?? 0) + 1}`,
            defaultItemProps: { question: '', answer: '' },
          },
          ...textStyle,
          ...box,
        },
        defaultProps: {
          title: t('builder.default.faq'),
          items: [{ question: t('builder.default.faq_question'), answer: t('builder.default.faq_answer') }],
          ...textStyleDefaults(16),
          ...boxDefaults(),
        },
        render: FaqList,
      },
    },
  };
}
