import { createContext, useContext } from 'react';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** What the builder's header needs from the page around Puck: which page, and the save actions. */
export interface BuilderSession {
  path: string;
  pageName: string;
  /** The version storefronts show, null before the first publish. */
  publishedVersion: number | null;
  /** The saved draft is not what is published (edits in the editor not saved yet count too). */
  unpublished: boolean;
  dirty: boolean;
  saving: boolean;
  saveDraft: () => void;
  publish: () => void;
  openVersions: () => void;
  exit: () => void;
}

export const BuilderSessionContext = createContext<BuilderSession | null>(null);

export function useBuilderSession(): BuilderSession {
  const session = useContext(BuilderSessionContext);
  if (!session) throw new Error('useBuilderSession outside the builder');
  return session;
}
