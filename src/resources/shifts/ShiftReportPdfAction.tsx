import { useEffect } from 'react';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { ApiDataProvider } from '../../dataProvider';
import type { CustomActionProps } from '../../engine/parts';
import { useNotifyError } from '../../engine/list/useNotifyError';

/**
 * The shifts' "Print report": the shift's X report (open) or Z report
 * (closed) as the 80 mm PDF the till's printer takes, in the language the
 * screen is in; the browser saves it and the menu closes.
 */
export function ShiftReportPdfAction({ record, onClose }: CustomActionProps) {
  const dp = useDataProvider<ApiDataProvider>();
  const [locale] = useLocaleState();
  const notifyError = useNotifyError();
  useEffect(() => {
    dp.download('GET /shifts/{id}/report/pdf', `${String(record.number)}.pdf`, {
      params: { id: String(record.id) },
      query: { language: locale === 'bn' ? 'bn' : 'en' },
    })
      .catch(notifyError)
      .finally(onClose);
    // Once per choice of the action: the component is drawn for it and gone after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
