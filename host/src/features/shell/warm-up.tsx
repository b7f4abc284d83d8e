/**
 * Warms the shell while the operator types their credentials: fetches and evaluates its chunks
 * and renders the UI kit's common parts once into a detached element, so Chakra's global styles
 * and the recipes' CSS are generated before Sign In — measured, the first Chakra render cost
 * more than the network round trips between the click and the first row.
 */
/* eslint-disable i18next/no-literal-string -- a detached tree nobody sees: its words only make the kit render. */
import {
  Avatar,
  Badge,
  Box,
  Button,
  ConsoleUiProvider,
  Field,
  Flex,
  Heading,
  IconButton,
  Input,
  NativeSelect,
  Spinner,
  Table,
  Text,
} from '@console/shared/ui';
import { createRoot, type Root } from 'react-dom/client';

function WarmTree() {
  return (
    <ConsoleUiProvider>
      <Flex direction="column" gap="3">
        <Heading size="lg">Warm</Heading>
        <Text color="fg.muted">warm</Text>
        <Button colorPalette="blue">a</Button>
        <Button variant="outline">b</Button>
        <Button variant="ghost" size="sm">
          c
        </Button>
        <Button variant="subtle">d</Button>
        <IconButton aria-label="warm" variant="ghost">
          e
        </IconButton>
        <Avatar.Root size="sm">
          <Avatar.Fallback>AB</Avatar.Fallback>
        </Avatar.Root>
        <Badge colorPalette="green">ok</Badge>
        <Spinner size="lg" />
        <Field.Root>
          <Field.Label>f</Field.Label>
          <Input />
        </Field.Root>
        <NativeSelect.Root>
          <NativeSelect.Field>
            <option>g</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
        <Box borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>h</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              <Table.Row>
                <Table.Cell>i</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Box>
      </Flex>
    </ConsoleUiProvider>
  );
}

let root: Root | null = null;

export function warmUp(): void {
  if (root) return;
  root = createRoot(document.createElement('div'));
  root.render(<WarmTree />);
}

/** The real shell has mounted its own provider: the warm tree is no longer needed. */
export function disposeWarmUp(): void {
  root?.unmount();
  root = null;
}
