import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ContentSummary } from '../../../common/wire/content';
import { contentApi } from '../../builder/contentApi';
import { STANDARD_PAGES } from '../../builder/pageNames';
import type { ApiDataProvider } from '../../dataProvider';

export const CONTENT_LIST_KEY = ['contents', 'list'] as const;

const order = (path: string) => {
  const index = STANDARD_PAGES.findIndex((page) => page.path === path);
  return index < 0 ? STANDARD_PAGES.length : index;
};

/** The shop's pages, its own first in the order of issue 10, then the ones staff added by name. */
export function useContentList() {
  const dataProvider = useDataProvider<ApiDataProvider>();
  return useQuery({
    queryKey: CONTENT_LIST_KEY,
    queryFn: async () => {
      const pages = await contentApi.list(dataProvider.call);
      return [...pages].sort((a: ContentSummary, b: ContentSummary) => order(a.path) - order(b.path) || a.title.localeCompare(b.title));
    },
  });
}
