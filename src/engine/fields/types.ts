import type { SchemaField } from '../../../common/schema';
import type { FormMode } from '../form/formFields';

/** Props every field input of the engine takes. */
export interface FieldInputProps {
  field: SchemaField;
  mode: FormMode;
}
