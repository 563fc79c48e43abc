// A write deep in a page (a comment, a reply) whose answer says crisis_help asks the page to show
// the crisis panel first (docs/moderation.md#crisis-help). The page provides it; elsewhere it does nothing.
import { createContext, useContext } from 'react';

export const ShowCrisisHelp = createContext<() => void>(() => undefined);

/** Calls the page's showCrisisHelp when a write's answer asks for the crisis panel. */
export function useCrisisHelpAfter(): (answer: { crisis_help?: true }) => void {
  const show = useContext(ShowCrisisHelp);
  return (answer) => {
    if (answer.crisis_help) show();
  };
}
