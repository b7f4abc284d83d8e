/**
 * Picking customers by searching: a search box, the first matches with a checkbox each (or a
 * radio-like single choice), and the chosen ones as removable tags. Used by the group form
 * (members) and the wallet form (owner).
 */
import { SearchInput, Box, Button, Checkbox, Flex, HStack, Spinner, Stack, Text, Badge } from '@console/shared/ui';
import type { Customer } from '@console/shared/contracts';
import { useState } from 'react';
import { PICKER_PAGE, useCustomerSearch } from './customer-search';

export interface PickedCustomer {
  id: number;
  first_name: string;
  last_name: string;
  mobile: string;
}

export const customerLabel = (c: PickedCustomer) => `${c.first_name} ${c.last_name} (${c.mobile})`.trim();

export function CustomerPicker({
  label,
  value,
  onChange,
  multiple,
  error,
}: {
  label: string;
  value: PickedCustomer[];
  onChange(next: PickedCustomer[]): void;
  multiple: boolean;
  error?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const results = useCustomerSearch(search);
  const chosen = new Set(value.map((c) => c.id));
  const toggle = (c: Customer) => {
    if (chosen.has(c.id)) onChange(value.filter((v) => v.id !== c.id));
    else onChange(multiple ? [...value, pick(c)] : [pick(c)]);
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
                aria-label={`Remove ${c.first_name} ${c.last_name}`}
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
        onChange={setSearch}
        placeholder="Search by name or mobile"
        label={`Search ${label}`}
      />
      <Box borderWidth="1px" borderRadius="md" maxH="64" overflowY="auto" p="2">
        {results.isPending ? (
          <Spinner size="sm" aria-label="Searching" />
        ) : (results.data ?? []).length === 0 ? (
          <Text color="fg.muted">No Data Available</Text>
        ) : (
          <Stack gap="1">
            {(results.data ?? []).map((c) => (
              <Checkbox.Root key={c.id} checked={chosen.has(c.id)} onCheckedChange={() => toggle(c)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{customerLabel(c)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
            {(results.data ?? []).length === PICKER_PAGE && (
              <Text fontSize="sm" color="fg.muted">
                Showing the first {PICKER_PAGE}; search to narrow.
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

function pick(c: Customer): PickedCustomer {
  return { id: c.id, first_name: c.first_name, last_name: c.last_name, mobile: c.mobile };
}
