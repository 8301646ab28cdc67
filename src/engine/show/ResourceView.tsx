import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { viewTypeOf } from '../../../common/fieldTypeDisplay';
import type { ResourceSpec, FieldSpec } from '../../../common/resourceSpec';
import { viewLabel } from '../../../common/fieldFlag';
import { findCustomField } from '../parts/customFields';
import { useScreenTitle } from '../ResourceScreen';
import { groupBySection, namedByItsField } from '../form/formFields';
import { visuallyHidden } from '../visuallyHidden';
import { ViewValue } from './ViewValue';

/** Long and wide values get the whole row; short ones share it. */
const WIDE = new Set(['textarea', 'html', 'custom-attribute', 'image-array', 'address-array', 'array-tag', 'data-array-tag', 'item-lines']);
const isWide = (field: FieldSpec) => WIDE.has(viewTypeOf(field)) || Boolean(findCustomField(field)?.wide);

/** `headed`: the section's heading already says the label (a purchase's Lines), which stays for screen readers only. */
export function LabelledValue({ field, headed = false }: { field: FieldSpec; headed?: boolean }) {
  const label = viewLabel(field);
  return (
    <Grid size={isWide(field) ? 12 : { xs: 12, sm: 6, md: 4 }}>
      <Box component="dl" sx={{ m: 0 }}>
        <Typography component="dt" variant="caption" color="text.secondary" sx={headed ? visuallyHidden : undefined}>
          {label}
        </Typography>
        <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
          <ViewValue field={field} />
        </Box>
      </Box>
    </Grid>
  );
}

/**
 * A record's fields, labelled and grouped by the spec's sections (spec §2.6
 * detail view). A section named like the screen ("Category Details" under the
 * title "Category Details") is not headed a second time.
 */
export function ResourceView({ spec }: { spec: ResourceSpec }) {
  const screenTitle = useScreenTitle(spec, 'engine.show.title');
  const sections = useMemo(
    () =>
      groupBySection(
        spec,
        spec.fields.filter((f) => f.viewType !== 'hidden' && !f.writeOnly),
      ),
    [spec],
  );
  return (
    <>
      {sections.map((section) => (
        <Box component="section" key={section.title} sx={{ mb: 3 }}>
          {section.title && section.title !== screenTitle && (
            <Typography variant="h6" component="h2" gutterBottom>
              {section.title}
            </Typography>
          )}
          <Grid container spacing={2}>
            {section.fields.map((field) => (
              <LabelledValue key={field.key} field={field} headed={namedByItsField(section)} />
            ))}
          </Grid>
        </Box>
      ))}
    </>
  );
}
