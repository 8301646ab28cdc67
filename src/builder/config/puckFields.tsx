import type { CustomField } from '@puckeditor/core';
import type { Border, LinkObject, SliderRange } from '../../../common/pageStyle';
import type { Reference } from '../blocks/types';
import { BorderField } from '../fields/BorderField';
import { ChoiceField, type Choice } from '../fields/ChoiceField';
import { ColorField } from '../fields/ColorField';
import { ImageField } from '../fields/ImageField';
import { LinkField } from '../fields/LinkField';
import { ReferenceField } from '../fields/ReferenceField';
import { SliderField } from '../fields/SliderField';

/**
 * Puck custom fields built from the admin's field components, so the
 * builder's panel and the forms share one colour picker, one upload dialog
 * and the same look. Each factory takes the already translated label.
 */

export const colorField = (label: string): CustomField<string> => ({
  type: 'custom',
  label,
  render: ({ value, onChange, readOnly }) => <ColorField label={label} value={value} onChange={onChange} readOnly={readOnly} />,
});

export const sliderField = (
  label: string,
  range: SliderRange,
  options: { format?: (value: number) => string; presets?: readonly { label: string; value: number }[]; presetsLabel?: string } = {},
): CustomField<number> => ({
  type: 'custom',
  label,
  render: ({ value, onChange, readOnly }) => <SliderField label={label} range={range} value={value} onChange={onChange} readOnly={readOnly} {...options} />,
});

export const choiceField = <T extends string | number>(label: string, choices: readonly Choice<T>[], display: 'buttons' | 'menu' = 'menu'): CustomField<T> => ({
  type: 'custom',
  label,
  render: ({ value, onChange, readOnly }) => (
    <ChoiceField<T> label={label} choices={choices} value={value} onChange={onChange} readOnly={readOnly} display={display} />
  ),
});

export const imageField = (label: string): CustomField<string> => ({
  type: 'custom',
  label,
  render: ({ value, onChange, readOnly }) => <ImageField label={label} value={value} onChange={onChange} readOnly={readOnly} />,
});

export const borderField = (label: string): CustomField<Border> => ({
  type: 'custom',
  label,
  render: ({ value, onChange, readOnly }) => <BorderField label={label} value={value} onChange={onChange} readOnly={readOnly} />,
});

export const referenceField = (label: string, resource: string, multiple = false): CustomField<Reference[]> => ({
  type: 'custom',
  label,
  render: ({ value, onChange, readOnly }) => (
    <ReferenceField label={label} resource={resource} value={value} onChange={onChange} readOnly={readOnly} multiple={multiple} />
  ),
});

export const customLinkField = (label: string): CustomField<LinkObject> => ({
  type: 'custom',
  label,
  render: ({ value, onChange, readOnly }) => <LinkField label={label} value={value} onChange={onChange} readOnly={readOnly} />,
});
