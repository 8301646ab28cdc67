import type { QueryClient } from '@tanstack/react-query';
import type { I18nProvider } from 'react-admin';
import { toBanglaDigits } from '../../common/money';
import type { ResourceSpec } from '../../common/resourceSpec';
import type { CallFieldLabeller } from '../dataProvider/apiClient';
import { fieldLabel } from '../engine/fieldLabel';

/**
 * How a refused call's field is named in messages, in the chosen language:
 * by the label of the resource's spec when its screen fetched it (the call
 * `brands/…` and the spec of `brands`), else by react-admin's own
 * `resources.{resource}.fields.{field}` (the hand-made screens: `auth/…`
 * for the password and profile dialogs, `settings`); undefined otherwise.
 */
export function createCallFieldLabeller(queryClient: QueryClient, i18n: I18nProvider): CallFieldLabeller {
  return (path, field) => {
    const resource = path.split(/[/?]/)[0];
    const spec = queryClient.getQueryData<ResourceSpec>(['spec', resource]);
    const fromSpec =
      spec &&
      fieldLabel(field, spec.fields, {
        text: (label) => i18n.translate(`spec.${label}`, { _: label }),
        digits: (n) => (i18n.getLocale() === 'bn' ? toBanglaDigits(String(n)) : String(n)),
      });
    return fromSpec || i18n.translate(`resources.${resource}.fields.${field}`, { _: '' }) || undefined;
  };
}
