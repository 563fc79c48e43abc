import { useId, useRef, useState } from 'react';
import { selectSignedIn, useSession } from '@hiroba/api-client';
import { useLocation } from 'react-router-dom';
import { Button, Group, RouterAnchor, Text, loginPath, useHydrated, useOptimisticToggle, useReadersOwnData, type ToggleState } from '@hiroba/shared-ui';

interface ReactionToggleProps {
  /** e.g. いいね or お気に入り; the button reads 「いいね 3」. */
  label: string;
  initial: ToggleState;
  send(next: boolean): Promise<ToggleState>;
  failMessage: string;
  /** What the reaction is for, for screen readers when several are on one page (e.g. this comment). */
  target?: string;
}

/**
 * A toggle button (aria-pressed) whose text includes the count; visitors are invited to log in. On a
 * page drawn on the server it is disabled until the page's scripts have taken over (as Form's fields
 * are): a press before then would do nothing. For a signed-in reader it also waits for their own state
 * (the page was drawn for a visitor): a press before then would act on the visitor's.
 */
export function ReactionToggle({ label, initial, send, failMessage, target }: ReactionToggleProps) {
  const hydrated = useHydrated();
  const ownData = useReadersOwnData();
  const signedIn = useSession(selectSignedIn);
  const location = useLocation();
  const { state, toggle } = useOptimisticToggle(initial, send, failMessage);
  const [invited, setInvited] = useState(false);
  const inviteRef = useRef<HTMLAnchorElement>(null);
  const inviteId = useId();

  const press = () => {
    if (signedIn) {
      void toggle();
      return;
    }
    setInvited(true);
    // Next frame: the invitation exists, and focus goes to its link so keyboard users land on it.
    requestAnimationFrame(() => inviteRef.current?.focus());
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant={state.on ? 'filled' : 'outline'}
        aria-pressed={signedIn ? state.on : undefined}
        aria-describedby={invited ? inviteId : undefined}
        aria-label={target ? `${target}に${label} ${state.count}` : undefined}
        disabled={!hydrated || !ownData}
        onClick={press}
      >
        {label} {state.count}
      </Button>
      {invited && !signedIn && (
        <Text id={inviteId} size="sm">
          {label}するにはログインしてください。
          <RouterAnchor ref={inviteRef} to={loginPath(location)}>
            ログインする
          </RouterAnchor>
        </Text>
      )}
    </Group>
  );
}
