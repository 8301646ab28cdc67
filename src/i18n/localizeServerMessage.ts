import type { I18nProvider } from 'react-admin';
import type { MessageLocalizer } from '../dataProvider/toHttpError';
import resourceSpecBn from '../../common/resourceSpecBn';

/**
 * The server's coded messages in the chosen language (`server.<code>`), the
 * server's English when the app does not know the code. Text params that are
 * spec words ("Order" in "Order not found") are translated as the spec is.
 */
export const localizeServerMessage =
  (i18n: I18nProvider): MessageLocalizer =>
  ({ code, params = {} }, english) => {
    const bangla = i18n.getLocale() === 'bn';
    const words = Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, bangla && typeof value === 'string' ? (resourceSpecBn[value] ?? value) : value]),
    );
    return i18n.translate(`server.${code}`, { ...words, _: english });
  };
