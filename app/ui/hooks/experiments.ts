import {assignedVariation} from '~/domain/experiments';
import {useRootData} from '~/ui/hooks/root-data';

/**
 * The variation this visitor sees in A/B test `testId` (0 is the original),
 * decided on the server by the root loader, so the first render already shows
 * it; null when the test is not running or experiments are down (show the original).
 */
export function useExperimentVariation(testId: number): number | null {
  const experiments = useRootData()?.experiments;
  return experiments ? assignedVariation(experiments, testId) : null;
}
