import { useStore } from '~/features/ui/create-store';
import { filtersStore } from './filters-store';

export function useFilterModel() {
  return useStore(filtersStore, (state) => state);
}
