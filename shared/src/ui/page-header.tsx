/**
 * The title row of a screen: an h1, an optional subtitle, and action areas either side. On a
 * record's page (inside `<RecordFormRoute>` / `<RecordViewRoute>`) the breadcrumb trail sits above
 * the title.
 */
import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { useContext, type ReactNode } from 'react';
import { Breadcrumbs, RecordTrailContext } from './breadcrumbs';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Beside the title, e.g. a Back button or a filter. */
  left?: ReactNode;
  /** At the far end, e.g. "Add User". */
  right?: ReactNode;
}

export function PageHeader({ title, subtitle, left, right }: PageHeaderProps) {
  const trail = useContext(RecordTrailContext);
  return (
    <Flex as="header" align="center" justify="space-between" wrap="wrap" gap="3" mb="4">
      {trail && (
        // A line of its own above the title and the actions.
        <Box flexBasis="100%" minW="0" mb="-2">
          <Breadcrumbs items={trail} />
        </Box>
      )}
      <HStack gap="3" align="center" minW="0">
        {left}
        <Box minW="0">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {subtitle && (
            <Text color="fg.muted" fontSize="sm">
              {subtitle}
            </Text>
          )}
        </Box>
      </HStack>
      {right && (
        <HStack gap="2" wrap="wrap">
          {right}
        </HStack>
      )}
    </Flex>
  );
}
