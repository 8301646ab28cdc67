import { useMemo } from 'react';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import { Form } from 'react-admin';
import type { ResourceSpec } from '../../../common/resourceSpec';
import { createDefaults, formSections, type FormMode } from './formFields';
import { FormSection } from './FormSection';
import { FormToolbar } from './FormToolbar';
import { preventEnterSubmit } from './preventEnterSubmit';

export interface ResourceFormProps {
  spec: ResourceSpec;
  mode: FormMode;
  /** Given when the form sits in a dialog: adds Cancel, and Enter stops submitting. */
  onCancel?: () => void;
}

/**
 * The form of a resource, built from its spec: one section per
 * `spec.sections`, each field as its type's input. Saving goes through the
 * surrounding Create/Edit controller (its transform drops what must not be
 * sent); server field errors land under their fields through react-admin.
 */
export function ResourceForm({ spec, mode, onCancel }: ResourceFormProps) {
  const sections = useMemo(() => formSections(spec, mode), [spec, mode]);
  const defaultValues = useMemo(() => (mode === 'create' ? createDefaults(spec) : undefined), [spec, mode]);
  const inDialog = onCancel !== undefined;
  const body = sections.map((section) => <FormSection key={section.title} section={section} mode={mode} />);
  return (
    <Form defaultValues={defaultValues}>
      {inDialog ? (
        <DialogContent dividers onKeyDown={preventEnterSubmit}>
          {body}
        </DialogContent>
      ) : (
        <Box sx={{ p: 2, maxWidth: 960 }}>{body}</Box>
      )}
      <FormToolbar mode={mode} onCancel={onCancel} />
    </Form>
  );
}
