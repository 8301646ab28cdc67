import { useEffect } from 'react';
import { Confirm, useBlocker } from 'react-admin';

/**
 * Holds a person back from leaving the settings page (a menu entry, a link,
 * Back) while a card in Edit has changes, and asks first; closing the tab
 * gets the browser's own question. `cards` names the cards with changes.
 */
export function LeaveSettingsGuard({ cards }: { cards: string[] }) {
  const unsaved = cards.length > 0;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  // A card saved or discarded while the question was open: nothing is lost any more.
  useEffect(() => {
    if (blocker.state === 'blocked' && !unsaved) blocker.proceed?.();
  }, [blocker, unsaved]);

  return (
    <Confirm
      isOpen={blocker.state === 'blocked'}
      title="settings.leave.title"
      content="settings.leave.page"
      contentTranslateOptions={{ cards: cards.join(', ') }}
      confirm="settings.leave.confirm"
      cancel="settings.leave.stay"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
