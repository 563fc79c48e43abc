// The thin bar at the top while data or a remote loads (docs/product.md#business-constants): it appears
// only if loading lasts longer than the throttle, creeps forward over the duration, and fades after the
// hide delay.
// Purely visual (aria-hidden): pages show their own LoadingState to assistive technology.
import { useEffect, useState, type CSSProperties } from 'react';
import { LOADING_BAR, useLoading } from '@hiroba/shared-ui';
import classes from './loading-bar.module.css';

type Phase = 'hidden' | 'running' | 'finishing';

export function LoadingBar() {
  const busy = useLoading((s) => s.active > 0);
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (busy && phase !== 'running') {
      const timer = setTimeout(() => setPhase('running'), phase === 'finishing' ? 0 : LOADING_BAR.throttleMs);
      return () => clearTimeout(timer);
    }
    if (!busy && phase === 'running') setPhase('finishing');
    if (!busy && phase === 'finishing') {
      const timer = setTimeout(() => setPhase('hidden'), LOADING_BAR.hideDelayMs);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [busy, phase]);

  if (phase === 'hidden') return null;
  const style = { '--loading-duration': `${LOADING_BAR.durationMs}ms` } as CSSProperties;
  return (
    <div className={classes.track} aria-hidden="true" data-testid="loading-bar" data-phase={phase}>
      <div className={classes.bar} data-phase={phase} style={style} />
    </div>
  );
}
