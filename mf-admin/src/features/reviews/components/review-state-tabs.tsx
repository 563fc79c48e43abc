// 未対応 / 対応済み: links (the state is the URL), the one shown marked aria-current, as the experts'
// status tabs.
import type { ReviewState } from '@hiroba/api-client';
import { REVIEW_STATES, REVIEW_STATE_LABELS } from '@hiroba/contract/fields';
import { ButtonLink, pagePath } from '@hiroba/shared-ui';

export function ReviewStateTabs({ current }: { current: ReviewState }) {
  return (
    <nav aria-label="対応の状態で切り替える">
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
        {REVIEW_STATES.map((state) => (
          <li key={state}>
            <ButtonLink
              to={pagePath('admin-reports', {}, state === 'open' ? {} : { state })}
              variant={state === current ? 'filled' : 'default'}
              aria-current={state === current ? 'page' : undefined}
            >
              {REVIEW_STATE_LABELS[state]}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
