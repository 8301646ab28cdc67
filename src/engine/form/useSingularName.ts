import { useTranslate } from 'react-admin';
import type { ResourceSchema } from '../../../common/schema';

/** "Category": the resource's translated singular name, else the schema's. */
export function useSingularName(schema: ResourceSchema | undefined): string {
  const translate = useTranslate();
  if (!schema) return '';
  return translate(`resources.${schema.path}.name`, { smart_count: 1, _: schema.singular });
}
