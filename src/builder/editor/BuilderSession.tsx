import { createContext, useContext } from 'react';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** What the builder's header needs from the page around Puck: which page, and the save actions. */
export interface BuilderSession {
  path: string;
  pageName: string;
  version: number;
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
