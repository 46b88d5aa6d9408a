import { useStore } from '~/shared/ui/create-store';
import { filtersStore } from './filters-store';

export function useFilterModel() {
  return useStore(filtersStore, (state) => state);
}
