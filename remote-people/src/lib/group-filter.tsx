/** The Group filter of the People and Wallets lists: the all-option, then the groups by name. */
import { FilterSelect } from '@console/shared/ui';
import { useGroupOptions } from './group-options';

export function GroupFilter({ value, onChange }: { value: string; onChange(value: string): void }) {
  const groups = useGroupOptions();
  return (
    <FilterSelect
      label="Group"
      value={value || 'ALL'}
      options={(groups.data ?? []).map((g) => ({ id: String(g.id), text: g.name }))}
      onChange={onChange}
    />
  );
}
