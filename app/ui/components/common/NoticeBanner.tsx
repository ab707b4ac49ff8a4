/** A form's outcome at the top of the page: a status when it worked, an alert when it did not. */
export function NoticeBanner({ok, message, testId}: {ok: boolean; message: string; testId: string}) {
  return (
    <div
      role={ok ? 'status' : 'alert'}
      className={`container-page mt-4 rounded border px-4 py-3 text-sm ${
        ok ? 'border-green-700 bg-green-50 text-green-900' : 'border-sale bg-red-50 text-sale'
      }`}
      data-testid={testId}
    >
      {message}
    </div>
  );
}
