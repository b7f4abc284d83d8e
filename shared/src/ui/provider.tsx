/**
 * The Chakra provider every app renders inside. It lives in @console/shared so the host and the
 * remotes share one system (one theme, one emotion cache) through the federation singleton.
 */
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system';

// Re-exported here because the package index exports this module, not system.ts.
export { system };

export function ConsoleUiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
