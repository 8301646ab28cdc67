import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FieldInput } from '../fields';
import { ConditionalField } from './ConditionalField';
import type { FormMode, FormSectionFields } from './formFields';

/** A section heading and its fields. */
export function FormSection({ section, mode }: { section: FormSectionFields; mode: FormMode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      {section.title && (
        <Typography variant="h6" component="h2" gutterBottom>
          {section.title}
        </Typography>
      )}
      {section.fields.map((field) =>
        field.renderCondition ? (
          <ConditionalField key={field.key} condition={field.renderCondition}>
            <FieldInput field={field} mode={mode} />
          </ConditionalField>
        ) : (
          <FieldInput key={field.key} field={field} mode={mode} />
        ),
      )}
    </Box>
  );
}
