import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldSpec } from '../../../common/resourceSpec';
import { FieldInput } from '../fields';
import { ConditionalField } from './ConditionalField';
import { namedByItsField, type FormMode, type FormSectionFields } from './formFields';

/** A section's fields, with each run of switches gathered so that they can sit two by two. */
function runs(fields: FieldSpec[]): FieldSpec[][] {
  const out: FieldSpec[][] = [];
  for (const field of fields) {
    const last = out[out.length - 1];
    if (field.type === 'switch' && last?.[0]?.type === 'switch') last.push(field);
    else out.push([field]);
  }
  return out;
}

function Field({ field, mode }: { field: FieldSpec; mode: FormMode }): ReactNode {
  return field.renderCondition ? (
    <ConditionalField condition={field.renderCondition}>
      <FieldInput field={field} mode={mode} />
    </ConditionalField>
  ) : (
    <FieldInput field={field} mode={mode} />
  );
}

/**
 * A section heading (already in the chosen language) and its fields. Switches
 * that follow each other pair up side by side from 600 px, in spec order
 * (spec §2.7: isActive with isFeatured, displayInMenu with displayInHomePage).
 */
export function FormSection({ section, mode }: { section: FormSectionFields; mode: FormMode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      {section.title && !namedByItsField(section) && (
        <Typography variant="h6" component="h2" gutterBottom>
          {section.title}
        </Typography>
      )}
      {runs(section.fields).map((run) =>
        run.length > 1 ? (
          <Box key={run[0].key} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            {run.map((field) => (
              <Field key={field.key} field={field} mode={mode} />
            ))}
          </Box>
        ) : (
          <Fragment key={run[0].key}>
            <Field field={run[0]} mode={mode} />
          </Fragment>
        ),
      )}
    </Box>
  );
}
