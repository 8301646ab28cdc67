import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { ResourceContextProvider, useResourceContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ResourceSchema } from '../../common/schema';
import { useResourceSchema } from './useResourceSchema';

/** The message keys of the screen titles ("Add Category", "Edit Category", "Category Details"). */
export type ScreenTitle = 'engine.form.create_title' | 'engine.form.edit_title' | 'engine.show.title';

/** The screen's title: the schema's singular (already in the chosen language) in the title message. */
export function useScreenTitle(schema: ResourceSchema, title: ScreenTitle): string {
  return useTranslate()(title, { name: schema.singular });
}

/** Renders its children once the resource's schema is loaded; a bar while it loads, the error if it fails. */
function WithSchema({ resource, children }: { resource: string | undefined; children: (schema: ResourceSchema) => ReactNode }) {
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

/**
 * A route page of the resource in context (create, edit, show): the schema
 * loaded, and the record id of the route when it has one.
 */
export function ResourcePage({ children }: { children: (schema: ResourceSchema, id: string | undefined) => ReactNode }) {
  const resource = useResourceContext();
  const { id } = useParams<'id'>();
  return <WithSchema resource={resource}>{(schema) => children(schema, id)}</WithSchema>;
}

function DialogTitleOf({ schema, title, id }: { schema: ResourceSchema; title: ScreenTitle; id: string }) {
  return <DialogTitle id={id}>{useScreenTitle(schema, title)}</DialogTitle>;
}

export interface ResourceDialogProps {
  resource: string;
  open: boolean;
  onClose: () => void;
  title: ScreenTitle;
  /** The dialog's body under its title; a long body scrolls while title and actions stay (scroll="paper"). */
  children: (schema: ResourceSchema) => ReactNode;
  /** Actions that show even before the schema has loaded (Close). */
  actions?: ReactNode;
}

/**
 * A create, edit or view dialog over the list: the resource in context, its
 * schema loaded, the title named after it. The body unmounts when the dialog
 * closes, so a form and its mutation start afresh next time.
 */
export function ResourceDialog({ resource, open, onClose, title, children, actions }: ResourceDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      scroll="paper"
      aria-labelledby={titleId}
      // A form sits between the paper and its content and toolbar: let it pass
      // the paper's height down, so the body scrolls and title and Save stay.
      slotProps={{ paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' } } } }}
    >
      <ResourceContextProvider value={resource}>
        <WithSchema resource={resource}>
          {(schema) => (
            <>
              <DialogTitleOf schema={schema} title={title} id={titleId} />
              {children(schema)}
            </>
          )}
        </WithSchema>
      </ResourceContextProvider>
      {actions}
    </Dialog>
  );
}
