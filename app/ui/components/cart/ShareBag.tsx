import {useEffect, useState} from 'react';
import {UI_TIMINGS} from '~/config/ui';
import type {BagOutcome} from '~/features/bag/outcome';
import {BagForm, FieldError, bagFormResult, useBagNotice} from './BagForm';

/** Share the bag by e-mail. The 'sent' message shows for 5 seconds. */
export function ShareBag() {
  const notice = useBagNotice();
  return (
    <details className="rounded border border-neutral-200 p-4" open={notice?.form === 'CustomShareBag' || undefined}>
      <summary className="cursor-pointer font-semibold">Share your bag</summary>
      <BagForm action="CustomShareBag" inputs={{}}>
        {(fetcher) => <ShareFields busy={fetcher.state !== 'idle'} result={bagFormResult(fetcher, 'CustomShareBag', notice)} />}
      </BagForm>
    </details>
  );
}

function ShareFields({busy, result}: {busy: boolean; result: BagOutcome | undefined}) {
  const [showSent, setShowSent] = useState(false);
  useEffect(() => {
    if (!result?.ok) return;
    setShowSent(true);
    const timer = setTimeout(() => setShowSent(false), UI_TIMINGS.notificationMs);
    return () => clearTimeout(timer);
  }, [result]);
  const error = result?.fieldErrors?.email ?? (result && !result.ok ? result.message : undefined);
  return (
    <div className="mt-3">
      <label htmlFor="share-email" className="block text-sm">
        Email address
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="share-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          // After a refused post without JavaScript, what was typed is still there.
          defaultValue={result?.ok ? undefined : result?.values?.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'share-email-error' : undefined}
          className="flex-1 rounded border border-neutral-300 px-3 py-2"
        />
        <button type="submit" className="btn-secondary" disabled={busy}>
          {busy ? 'Sending…' : 'Send'}
        </button>
      </div>
      <FieldError id="share-email-error" message={error} />
      <p role="status" className="mt-2 text-sm text-green-800">
        {showSent && result?.ok ? result.message : ''}
      </p>
    </div>
  );
}
