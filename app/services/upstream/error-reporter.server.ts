/**
 * Where failures of optional services go. Oxygen keeps worker logs, so a
 * structured line is the report; it carries what a triage needs and no PII.
 */
export const APP_VERSION = '1.53';

export interface ErrorReport {
  service: string;
  message: string;
  method?: string;
  url?: string;
  status?: number;
}

export type ReportError = (error: unknown, details: Omit<ErrorReport, 'message'>) => void;

export function createErrorReporter(releaseStage: string): ReportError {
  return (error, details) => {
    // HTTP 404 is an answer, not a failure: it is never reported.
    if (details.status === 404) return;
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      JSON.stringify({level: 'error', releaseStage, appVersion: APP_VERSION, ...details, message}),
    );
  };
}
