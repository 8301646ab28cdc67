import { ColorPicker } from '../../engine/fields';
import { FieldGroup } from './FieldGroup';

interface ColorFieldProps {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  readOnly?: boolean;
}

/** A colour style (text, background, border, hover): the forms' own ColorPicker with its transparent switch. */
export function ColorField({ label, value, onChange, readOnly }: ColorFieldProps) {
  return (
    <FieldGroup label={label}>
      <ColorPicker label={label} value={value ?? null} onChange={onChange} disabled={readOnly} />
    </FieldGroup>
  );
}
