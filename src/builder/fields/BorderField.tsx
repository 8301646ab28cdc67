import { useTranslate } from 'react-admin';
import { BORDER_STYLES, NO_BORDER, type Border, type BorderStyle } from '../../../common/pageStyle';
import { ChoiceField } from './ChoiceField';
import { ColorField } from './ColorField';
import { FieldGroup } from './FieldGroup';
import { SliderField } from './SliderField';

interface BorderFieldProps {
  label: string;
  value: Border | undefined;
  onChange: (value: Border) => void;
  readOnly?: boolean;
}

const WIDTH = { min: 0, max: 20, step: 1 };
const RADIUS = { min: 0, max: 64, step: 1 };
const px = (n: number) => `${n}px`;

/** The border style group: width, line style, colour and corner radius. */
export function BorderField({ label, value, onChange, readOnly }: BorderFieldProps) {
  const translate = useTranslate();
  const border = { ...NO_BORDER, ...value };
  const set = (patch: Partial<Border>) => onChange({ ...border, ...patch });
  return (
    <FieldGroup label={label}>
      <ChoiceField<BorderStyle>
        label={translate('builder.style.border_style')}
        choices={BORDER_STYLES.map((style) => ({ value: style, label: translate(`builder.choice.border.${style}`) }))}
        value={border.style}
        onChange={(style) => set({ style, width: style !== 'none' && border.width === 0 ? 1 : border.width })}
        readOnly={readOnly}
      />
      <SliderField
        label={translate('builder.style.border_width')}
        range={WIDTH}
        value={border.width}
        onChange={(width) => set({ width })}
        format={px}
        readOnly={readOnly}
      />
      <ColorField label={translate('builder.style.border_color')} value={border.color} onChange={(color) => set({ color })} readOnly={readOnly} />
      <SliderField
        label={translate('builder.style.radius')}
        range={RADIUS}
        value={border.radius}
        onChange={(radius) => set({ radius })}
        format={px}
        readOnly={readOnly}
      />
    </FieldGroup>
  );
}
