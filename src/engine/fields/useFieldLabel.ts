import { useResourceContext, useTranslate } from 'react-admin';
import type { SchemaField } from '../../../common/schema';

/**
 * A field's label in the current language: a translation under
 * `resources.{path}.fields.{key}` when one exists, else the schema's label.
 */
export function useFieldLabel(field: Pick<SchemaField, 'key' | 'label'>): string {
  const resource = useResourceContext();
  const translate = useTranslate();
  return translate(`resources.${resource}.fields.${field.key}`, { _: field.label });
}
