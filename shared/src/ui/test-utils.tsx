/** Rendering for the UI kit's tests: inside the console's Chakra system, with a user-event user. */
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { ConsoleUiProvider } from './provider';

function Wrapper({ children }: { children: ReactNode }) {
  return <ConsoleUiProvider>{children}</ConsoleUiProvider>;
}

export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return { user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...options }) };
}
