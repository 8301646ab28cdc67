import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { ResourceContextProvider, useResourceContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ResourceSpec } from '../../common/resourceSpec';
import { useResourceSpec } from './useResourceSpec';

/** The message keys of the screen titles ("Add Category", "Edit Category", "Category Details"). */
export type ScreenTitle = 'engine.form.create_title' | 'engine.form.edit_title' | 'engine.show.title';

/** The screen's title: the spec's singular (already in the chosen language) in the title message. */
export function useScreenTitle(spec: ResourceSpec, title: ScreenTitle): string {
  return useTranslate()(title, { name: spec.singular });
}

/** Renders its children once the resource's spec is loaded; a bar while it loads, the error if it fails. */
function WithSpec({ resource, children }: { resource: string | undefined; children: (spec: ResourceSpec) => ReactNode }) {
  const translate = useTranslate();
  const { data, error } = useResourceSpec(resource);
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
 * A route page of the resource in context (create, edit, show): the spec
 * loaded, and the record id of the route when it has one.
 */
export function ResourcePage({ children }: { children: (spec: ResourceSpec, id: string | undefined) => ReactNode }) {
  const resource = useResourceContext();
  const { id } = useParams<'id'>();
  return <WithSpec resource={resource}>{(spec) => children(spec, id)}</WithSpec>;
}

function DialogTitleOf({ spec, title, id }: { spec: ResourceSpec; title: ScreenTitle; id: string }) {
  return <DialogTitle id={id}>{useScreenTitle(spec, title)}</DialogTitle>;
}

export interface ResourceDialogProps {
  resource: string;
  open: boolean;
  onClose: () => void;
  title: ScreenTitle;
  /** The dialog's body under its title; a long body scrolls while title and actions stay (scroll="paper"). */
  children: (spec: ResourceSpec) => ReactNode;
  /** Actions that show even before the spec has loaded (Close). */
  actions?: ReactNode;
}

/**
 * A create, edit or view dialog over the list: the resource in context, its
 * spec loaded, the title named after it. The body unmounts when the dialog
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
        <WithSpec resource={resource}>
          {(spec) => (
            <>
              <DialogTitleOf spec={spec} title={title} id={titleId} />
              {children(spec)}
            </>
          )}
        </WithSpec>
      </ResourceContextProvider>
      {actions}
    </Dialog>
  );
}
