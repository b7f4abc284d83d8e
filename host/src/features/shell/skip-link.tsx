/**
 * Two small pieces of the shell a keyboard user relies on: the skip link, the first thing Tab
 * reaches, which jumps past the top bar and the sidebar to the page; and the sidebar's collapsed
 * or expanded choice, remembered in this browser.
 */
import { Box } from '@console/shared/ui';
import { useEffect, useState } from 'react';
import { catalogue } from '../../i18n/catalogue';

export function SkipLink() {
  const t = catalogue.useT();
  return (
    <Box
      asChild
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipNav"
      bg="bg.panel"
      color="brand.fg"
      px="4"
      py="2"
      borderRadius="md"
      borderWidth="1px"
      fontWeight="medium"
      _focus={{ top: '2' }}
    >
      <a
        href="#main"
        onClick={(event) => {
          // Focus the page without a hash navigation (the router would take it for a move).
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('shell.skipToMain')}
      </a>
    </Box>
  );
}

const KEY = 'console.sidebar.collapsed';

export function useRememberedCollapse() {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(KEY) !== 'false';
    } catch {
      return true;
    }
  });
  useEffect(() => {
    try {
      localStorage.setItem(KEY, String(collapsed));
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  }, [collapsed]);
  return [collapsed, setCollapsed] as const;
}
