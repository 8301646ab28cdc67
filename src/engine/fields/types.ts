import type { FieldSpec } from '../../../common/resourceSpec';
import type { FormMode } from '../form/formFields';

/** Props every field input of the engine takes. */
export interface FieldInputProps {
  field: FieldSpec;
  mode: FormMode;
}
