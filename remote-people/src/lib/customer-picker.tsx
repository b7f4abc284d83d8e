/**
 * Picking several customers by searching: a search box, the first matches with a checkbox each,
 * and the chosen ones as removable tags (the group form's members). The form gives it the
 * matches of what was typed (the customers feature's options call) and keeps the search text.
 * One customer (a wallet's owner) is picked with the kit's SearchSelect instead.
 */
import { SearchInput, Box, Button, Checkbox, Flex, HStack, Spinner, Stack, Text, Badge } from '@console/shared/ui';
import type { CustomerOption } from '@console/shared/contracts';

/** What a picker holds of a customer: id, name and mobile (the options endpoint's answer). */
export type PickedCustomer = CustomerOption;

export const customerLabel = (c: PickedCustomer) => `${c.name} (${c.mobile})`.trim();

/** A customer as a wallet or ledger row names it, in the picker's shape. */
export const pickedCustomer = (c: { id: number; first_name: string; last_name: string; mobile: string }) => ({
  id: c.id,
  name: `${c.first_name} ${c.last_name}`.trim(),
  mobile: c.mobile,
});

export interface CustomerMatches {
  /** The matches of the current search, undefined while the first ones load. */
  data: PickedCustomer[] | undefined;
  /** How many the search returns at most: a full page says "search to narrow". */
  limit: number;
}

export function CustomerPicker({
  label,
  value,
  onChange,
  error,
  search,
  onSearch,
  matches,
}: {
  label: string;
  value: PickedCustomer[];
  onChange(next: PickedCustomer[]): void;
  error?: string | undefined;
  search: string;
  onSearch(text: string): void;
  matches: CustomerMatches;
}) {
  const results = matches;
  const chosen = new Set(value.map((c) => c.id));
  const toggle = (c: PickedCustomer) => {
    if (chosen.has(c.id)) onChange(value.filter((v) => v.id !== c.id));
    else onChange([...value, pick(c)]);
  };

  return (
    <Stack gap="2" role="group" aria-label={label}>
      <Text fontWeight="medium">{label}</Text>
      {value.length > 0 && (
        <Flex gap="2" wrap="wrap" aria-label={`Chosen: ${label}`}>
          {value.map((c) => (
            <Badge key={c.id} variant="subtle" size="lg">
              {customerLabel(c)}
              <Button
                size="2xs"
                variant="ghost"
                aria-label={`Remove ${c.name}`}
                onClick={() => onChange(value.filter((v) => v.id !== c.id))}
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
        placeholder="Search by name or mobile"
        label={`Search ${label}`}
      />
      <Box borderWidth="1px" borderRadius="md" maxH="64" overflowY="auto" p="2">
        {results.data === undefined ? (
          <Spinner size="sm" aria-label="Searching" />
        ) : results.data.length === 0 ? (
          <Text color="fg.muted">No Data Available</Text>
        ) : (
          <Stack gap="1">
            {results.data.map((c) => (
              <Checkbox.Root key={c.id} checked={chosen.has(c.id)} onCheckedChange={() => toggle(c)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{customerLabel(c)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
            {results.data.length === results.limit && (
              <Text fontSize="sm" color="fg.muted">
                Showing the first {results.limit}; search to narrow.
              </Text>
            )}
          </Stack>
        )}
      </Box>
      {error && (
        <HStack>
          <Text color="fg.error" fontSize="sm" role="alert">
            {error}
          </Text>
        </HStack>
      )}
    </Stack>
  );
}

function pick(c: PickedCustomer): PickedCustomer {
  return { id: c.id, name: c.name, mobile: c.mobile };
}
