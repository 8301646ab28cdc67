import { lazy, Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import type { CustomBulkActionProps, FieldInputProps, ViewProps } from '../../engine/parts';

// The variant manager and its view are loaded with the product form or view that shows them, not with the app's first page.
const VariationsInputChunk = lazy(() => import('./variants/VariationsInput').then((m) => ({ default: m.VariationsInput })));
const VariationsViewChunk = lazy(() => import('./variants/VariationsView').then((m) => ({ default: m.VariationsView })));
// The label dialog only when someone prints labels.
const PrintLabelsChunk = lazy(() => import('./labels/PrintLabelsDialog').then((m) => ({ default: m.PrintLabelsDialog })));

export function LazyVariationsInput(props: FieldInputProps) {
  return (
    <Suspense fallback={<LinearProgress aria-label={props.field.label} />}>
      <VariationsInputChunk {...props} />
    </Suspense>
  );
}

export function LazyVariationsView(props: ViewProps) {
  return (
    <Suspense fallback={<LinearProgress aria-label={props.field.label} />}>
      <VariationsViewChunk {...props} />
    </Suspense>
  );
}

export function LazyPrintLabelsDialog(props: CustomBulkActionProps) {
  return (
    <Suspense fallback={null}>
      <PrintLabelsChunk {...props} />
    </Suspense>
  );
}
