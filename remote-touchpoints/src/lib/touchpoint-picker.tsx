/**
 * Picking several touchpoints by searching (a touchpoint group's members): a search box, the first
 * matches with a checkbox each, and the chosen ones as removable tags. The form gives it the
 * matches of what was typed (the touchpoints feature's options call) and keeps the search text.
 *
 * KIT: the same picker as remote-people's CustomerPicker with another label; a generic
 * multi-picker in @console/shared/ui would serve both.
 */
import type { TouchpointOption } from '@console/shared/contracts';
import { Badge, Box, Button, Checkbox, Flex, SearchInput, Spinner, Stack, Text } from '@console/shared/ui';

/** What a picker holds of a touchpoint: id, name and channel (the options endpoint's answer). */
export type PickedTouchpoint = TouchpointOption;

export const touchpointLabel = (t: PickedTouchpoint) => (t.channel ? `${t.name} (${t.channel})` : t.name);

export interface TouchpointMatches {
  /** The matches of the current search, undefined while the first ones load. */
  data: PickedTouchpoint[] | undefined;
  /** How many the search returns at most: a full page says "search to narrow". */
  limit: number;
}

export function TouchpointPicker({
  label,
  value,
  onChange,
  error,
  search,
  onSearch,
  matches,
}: {
  label: string;
  value: PickedTouchpoint[];
  onChange(next: PickedTouchpoint[]): void;
  error?: string | undefined;
  search: string;
  onSearch(text: string): void;
  matches: TouchpointMatches;
}) {
  const chosen = new Set(value.map((t) => t.id));
  const toggle = (t: PickedTouchpoint) => {
    if (chosen.has(t.id)) onChange(value.filter((v) => v.id !== t.id));
    else onChange([...value, { id: t.id, name: t.name, channel: t.channel }]);
  };

  return (
    <Stack gap="2" role="group" aria-label={label}>
      <Text fontWeight="medium">{label}</Text>
      {value.length > 0 && (
        <Flex gap="2" wrap="wrap" aria-label={`Chosen: ${label}`}>
          {value.map((t) => (
            <Badge key={t.id} variant="subtle" size="lg">
              {touchpointLabel(t)}
              <Button
                size="2xs"
                variant="ghost"
                aria-label={`Remove ${t.name}`}
                onClick={() => onChange(value.filter((v) => v.id !== t.id))}
              >
                ×
              </Button>
            </Badge>
          ))}
        </Flex>
      )}
      <SearchInput value={search} onChange={onSearch} placeholder="Search by name" label={`Search ${label}`} />
      <Box borderWidth="1px" borderRadius="md" maxH="64" overflowY="auto" p="2">
        {matches.data === undefined ? (
          <Spinner size="sm" aria-label="Searching" />
        ) : matches.data.length === 0 ? (
          <Text color="fg.muted">No Data Available</Text>
        ) : (
          <Stack gap="1">
            {matches.data.map((t) => (
              <Checkbox.Root key={t.id} checked={chosen.has(t.id)} onCheckedChange={() => toggle(t)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{touchpointLabel(t)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
            {matches.data.length === matches.limit && (
              <Text fontSize="sm" color="fg.muted">
                Showing the first {matches.limit}; search to narrow.
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
