import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from 'react-admin';
import type { ResourceSchema } from '../../../common/schema';
import { useResourceSchema } from '../useResourceSchema';

/** Renders its children once the resource's schema is loaded; a bar while it loads, the error if it fails. */
export function WithSchema({ resource, children }: { resource: string | undefined; children: (schema: ResourceSchema) => ReactNode }) {
  const translate = useTranslate();
  const { data, error } = useResourceSchema(resource);
  if (error) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {error.message || translate('engine.form.schema_error')}
      </Alert>
    );
  }
  if (!data) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
  return <>{children(data)}</>;
}
