/** The title row of a screen: an h1, an optional subtitle, and action areas either side. */
import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Beside the title, e.g. a Back button or a filter. */
  left?: ReactNode;
  /** At the far end, e.g. "Add User". */
  right?: ReactNode;
}

export function PageHeader({ title, subtitle, left, right }: PageHeaderProps) {
  return (
    <Flex as="header" align="center" justify="space-between" wrap="wrap" gap="3" mb="4">
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
