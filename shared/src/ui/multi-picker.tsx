/**
 * Picking several records by searching (a group's members): a search box, the first matches with
 * a checkbox each, and the chosen ones as removable tags. The form gives it the matches of what was
 * typed (its feature's options call) and keeps the search text; `itemLabel` names an option the
 * way the operator tells them apart ("Asha Rao (98…)", "Lobby Vending (Cafeteria)"). One record
 * is picked with SearchSelect instead.
 */
import { Badge, Box, Button, Checkbox, Flex, Spinner, Stack, Text } from './ui';
import { SearchInput } from './search-input';
import { kit } from '../i18n/kit-messages';

export interface PickerMatches<T> {
  /** The matches of the current search, undefined while the first ones load. */
  data: T[] | undefined;
  /** How many the search returns at most: a full page says "search to narrow". */
  limit: number;
}

export function MultiPicker<T extends { id: number; name: string }>({
  label,
  value,
  onChange,
  error,
  search,
  onSearch,
  matches,
  itemLabel,
  searchPlaceholder,
}: {
  label: string;
  value: T[];
  onChange(next: T[]): void;
  error?: string | undefined;
  search: string;
  onSearch(text: string): void;
  matches: PickerMatches<T>;
  itemLabel(item: T): string;
  searchPlaceholder: string;
}) {
  const t = kit.useT();
  const chosen = new Set(value.map((item) => item.id));
  const toggle = (item: T) => {
    if (chosen.has(item.id)) onChange(value.filter((v) => v.id !== item.id));
    else onChange([...value, item]);
  };

  return (
    <Stack gap="2" role="group" aria-label={label}>
      <Text fontWeight="medium">{label}</Text>
      {value.length > 0 && (
        <Flex gap="2" wrap="wrap" aria-label={t('pick.chosen', { label })}>
          {value.map((item) => (
            <Badge key={item.id} variant="subtle" size="lg">
              {itemLabel(item)}
              <Button
                size="2xs"
                variant="ghost"
                aria-label={t('pick.remove', { name: item.name })}
                onClick={() => onChange(value.filter((v) => v.id !== item.id))}
              >
                ×
              </Button>
            </Badge>
          ))}
        </Flex>
      )}
      <SearchInput
        value={search}
        onChange={onSearch}
        placeholder={searchPlaceholder}
        label={t('pick.searchLabel', { label })}
      />
      <Box borderWidth="1px" borderRadius="md" maxH="64" overflowY="auto" p="2">
        {matches.data === undefined ? (
          <Spinner size="sm" aria-label={t('pick.searching')} />
        ) : matches.data.length === 0 ? (
          <Text color="fg.muted">{t('pick.noData')}</Text>
        ) : (
          <Stack gap="1">
            {matches.data.map((item) => (
              <Checkbox.Root key={item.id} checked={chosen.has(item.id)} onCheckedChange={() => toggle(item)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{itemLabel(item)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
            {matches.data.length === matches.limit && (
              <Text fontSize="sm" color="fg.muted">
                {t('pickers.firstSearch', { limit: matches.limit })}
              </Text>
            )}
          </Stack>
        )}
      </Box>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
