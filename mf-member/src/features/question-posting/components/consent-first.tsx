// Before a member's first question, the agreement that posts are public (要配慮個人情報,
// docs/product.md#consent-before-the-first-post); the server says whether it is still needed. Once
// given, the form appears in its place and takes the focus the button had.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { agreeToPosting } from '@hiroba/api-client';
import { PostingConsentForm, snackbar } from '@hiroba/shared-ui';
import { useMember } from '../../../shared/use-member';

export function ConsentFirst({ children }: { children: ReactNode }) {
  const user = useMember();
  const [agreedNow, setAgreedNow] = useState(false);
  const after = useRef<HTMLDivElement>(null);
  const needed = Boolean(user?.capabilities.needs_posting_consent);
  useEffect(() => {
    if (agreedNow && !needed) after.current?.focus();
  }, [agreedNow, needed]);
  if (needed) {
    return (
      <PostingConsentForm
        what="質問"
        headingOrder={2}
        onConsent={async () => {
          await agreeToPosting();
          setAgreedNow(true);
          snackbar.show('同意しました。続けて質問を書いてください。', 'success');
        }}
      />
    );
  }
  return (
    <div ref={after} tabIndex={-1}>
      {children}
    </div>
  );
}
