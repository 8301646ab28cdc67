import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useResourceContext, useTranslate } from 'react-admin';
import type { ResourceSchema, SchemaField } from '../../../common/schema';
import { useFieldLabel } from '../fields/useFieldLabel';
import { groupBySection } from '../form/formFields';
import { ViewValue } from './ViewValue';

/** Long and wide values get the whole row; short ones share it. */
const WIDE = new Set(['textarea', 'html', 'custom-attribute', 'image-array', 'address-array', 'permissions', 'array-tag', 'data-array-tag']);

export function LabelledValue({ field }: { field: SchemaField }) {
  const label = useFieldLabel(field);
  return (
    <Grid size={WIDE.has(field.viewType) ? 12 : { xs: 12, sm: 6, md: 4 }}>
      <Box component="dl" sx={{ m: 0 }}>
        <Typography component="dt" variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
          <ViewValue field={field} />
        </Box>
      </Box>
    </Grid>
  );
}

/** A record's fields, labelled and grouped by the schema's sections (spec §2.6 detail view). */
export function ResourceView({ schema }: { schema: ResourceSchema }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const sections = useMemo(
    () => groupBySection(schema, schema.fields.filter((f) => f.viewType !== 'hidden' && !f.writeOnly)),
    [schema],
  );
  return (
    <>
      {sections.map((section) => (
        <Box component="section" key={section.title} sx={{ mb: 3 }}>
          {section.title && (
            <Typography variant="h6" component="h2" gutterBottom>
              {translate(`resources.${resource}.sections.${section.title}`, { _: section.title })}
            </Typography>
          )}
          <Grid container spacing={2}>
            {section.fields.map((field) => (
              <LabelledValue key={field.key} field={field} />
            ))}
          </Grid>
        </Box>
      ))}
    </>
  );
}
